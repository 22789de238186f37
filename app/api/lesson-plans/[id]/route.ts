import { AppError } from "@/lib/errors";
import { findShownPlan } from "@/lib/lessons/plan-versions";
import { ownedRowRoute } from "@/lib/owned-row-route";

export const dynamic = "force-dynamic";

// GET /api/lesson-plans/{id} — the full plan with its content guidance, for its creator only
export const GET = ownedRowRoute(findShownPlan, () => new AppError("not_found:lesson_plan", "Lesson plan not found"));
