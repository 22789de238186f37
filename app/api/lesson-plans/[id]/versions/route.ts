import { apiRoute, privateJson } from "@/lib/api";
import { planVersions, showPlanVersion } from "@/lib/lessons/plan-versions";
import { lessonPlanNotFound } from "@/lib/lessons/refine-stream";
import { idParamsSchema, planVersionSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const params = { schema: idParamsSchema, invalid: lessonPlanNotFound };

// GET /api/lesson-plans/{id}/versions — your plan's versions, oldest first, and which one is on screen
export const GET = apiRoute({ auth: "owner", params }, async ({ params, owner }) =>
  privateJson(await planVersions(params.id, owner)),
);

// PUT /api/lesson-plans/{id}/versions — put another version on screen; answers with the plan as it now shows
export const PUT = apiRoute({ auth: "owner", params, body: planVersionSchema }, async ({ params, owner, body }) =>
  privateJson(await showPlanVersion(params.id, body.version, owner)),
);
