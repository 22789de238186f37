import { findLessonPlan } from "@/db/queries/lesson-plans";
import { AppError } from "@/lib/errors";
import { ownedRowRoute } from "@/lib/owned-row-route";

export const dynamic = "force-dynamic";

// GET /api/lesson-plans/{id} — the full plan, for its creator only
export const GET = ownedRowRoute(findLessonPlan, () => new AppError("not_found:lesson_plan", "Lesson plan not found"));
