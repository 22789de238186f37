import { findLessonPlan, saveToLibrary } from "@/db/queries/lesson-plans";
import { removeFromLibrary } from "@/db/queries/removals";
import { apiRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { savePlanSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/saved-lesson-plan — save one of your plans to your library (saving twice keeps one)
export const POST = apiRoute({ auth: "user", body: savePlanSchema }, async ({ user, body }) => {
  const plan = await findLessonPlan(body.lessonPlanId, { userId: user.id });
  if (!plan) throw new AppError("not_found:lesson_plan", "Lesson plan not found");
  const saved = await saveToLibrary(user.id, plan.id);
  return Response.json({ lessonPlanId: plan.id, savedAt: saved?.createdAt });
});

// DELETE /api/saved-lesson-plan — remove a plan from your library (POST /api/library/restore brings it back)
export const DELETE = apiRoute({ auth: "user", body: savePlanSchema }, async ({ user, body }) => {
  if (!(await removeFromLibrary(user.id, "lesson_plan", body.lessonPlanId))) {
    throw new AppError("not_found:saved_lesson_plan", "This lesson plan is not in your library.");
  }
  return Response.json({ ok: true });
});
