import "server-only";
import { listLessonPlanVersions, setCurrentVersion } from "@/db/queries/lesson-plan-versions";
import { findLessonPlan } from "@/db/queries/lesson-plans";
import type { Owner } from "@/db/queries/owner";
import { AppError } from "../errors";
import { withGuidance } from "./content-guidance";
import { lessonPlanNotFound } from "./refine-stream";

/** A plan as its owner's page shows it: the version on screen, with its content guidance. */
export async function findShownPlan(lessonPlanId: number, owner: Owner) {
  const plan = await findLessonPlan(lessonPlanId, owner);
  return plan && withGuidance(plan);
}

/**
 * A plan's versions for its owner: version 1 is the plan as generated, each later one a refined
 * section; `current` is the one on screen. Anyone else's plan is a 404.
 */
export async function planVersions(lessonPlanId: number, owner: Owner) {
  const plan = await findLessonPlan(lessonPlanId, owner);
  if (!plan) throw lessonPlanNotFound();
  const later = await listLessonPlanVersions(lessonPlanId);
  const original = {
    id: null,
    version: 1,
    section: null,
    instruction: null,
    model: plan.model,
    createdAt: plan.createdAt,
  };
  return { current: plan.version, versions: [original, ...later] };
}

/** Steps the owner's plan back or forward to `version` and returns the plan as it now shows. */
export async function showPlanVersion(lessonPlanId: number, version: number, owner: Owner) {
  if (!(await findLessonPlan(lessonPlanId, owner))) throw lessonPlanNotFound();
  if (!(await setCurrentVersion(lessonPlanId, version))) {
    throw new AppError("not_found:lesson_plan_version", "This plan has no such version.");
  }
  return findShownPlan(lessonPlanId, owner);
}
