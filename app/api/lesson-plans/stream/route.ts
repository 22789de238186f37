import { apiRoute } from "@/lib/api";
import { streamLessonPlan } from "@/lib/lessons/plan-stream";
import { lessonRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/lesson-plans/stream — stream a lesson plan shaped by an educator's philosophy
export const POST = apiRoute(
  {
    auth: "owner",
    body: lessonRequestSchema,
    errorEvent: (error) =>
      ["bad_request", "forbidden", "not_found"].includes(error.kind) ? "validation_error" : "error",
  },
  async ({ request, body, owner, setCookie }) => streamLessonPlan(request, body, { owner, setCookie }),
);
