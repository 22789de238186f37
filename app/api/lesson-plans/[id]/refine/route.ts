import { apiRoute } from "@/lib/api";
import { lessonPlanNotFound, streamRefinement } from "@/lib/lessons/refine-stream";
import { idParamsSchema, refineRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/lesson-plans/{id}/refine — stream one section of your plan rewritten, stored as its next version
export const POST = apiRoute(
  {
    auth: "owner",
    params: { schema: idParamsSchema, invalid: lessonPlanNotFound },
    body: refineRequestSchema,
    errorEvent: (error) =>
      ["bad_request", "forbidden", "not_found"].includes(error.kind) ? "validation_error" : "error",
  },
  async ({ request, params, body, owner, setCookie }) =>
    streamRefinement(request, params.id, body, { owner, setCookie }),
);
