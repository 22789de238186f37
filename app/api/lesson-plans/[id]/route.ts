import { findLessonPlan } from "@/db/queries/lesson-plans";
import { apiRoute, privateJson } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { idParamsSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:lesson_plan", "Lesson plan not found");

// GET /api/lesson-plans/{id} — the full plan, for its creator only
export const GET = apiRoute(
  { auth: "owner", params: { schema: idParamsSchema, invalid: notFound } },
  async ({ owner, params }) => {
    const plan = await findLessonPlan(params.id, owner);
    if (!plan) throw notFound();
    return privateJson(plan);
  },
);
