/**
 * The parts of a lesson plan a teacher refines one at a time, and what code asks of a plan's parts and
 * steps. No schema here (that is `shared/plan-schema.ts`), so the page can read it without the validation library.
 */
import type { LessonPlan } from "@/shared/plan-schema";

/**
 * The parts of a plan a teacher can refine one at a time, each one or more fields of the schema: the
 * objectives come with the learning outcome, the keywords with the prior knowledge, the materials with
 * the safety notes, and `steps` stands for the whole flow (a single lesson's steps, or its days).
 */
export const PLAN_PARTS = {
  lens: ["lens"],
  objectives: ["learningOutcome", "objectives"],
  keywords: ["priorKnowledge", "keywords"],
  misconceptions: ["misconceptions"],
  materials: ["materials", "safetyNotes"],
  starterQuiz: ["starterQuiz"],
  steps: ["steps", "days"],
  differentiation: ["differentiation"],
  assessment: ["assessment"],
  exitQuiz: ["exitQuiz"],
  philosophy: ["philosophy"],
} as const satisfies Record<string, readonly (keyof LessonPlan)[]>;

export type PlanPart = keyof typeof PLAN_PARTS;

export const isPlanPart = (name: string): name is PlanPart => Object.hasOwn(PLAN_PARTS, name);

/** A part's fields taken from a plan. */
export function partOf(plan: LessonPlan, part: PlanPart): Partial<LessonPlan> {
  return Object.fromEntries(PLAN_PARTS[part].map((field) => [field, plan[field]]));
}

/** Whether two values hold the same data, whatever the order of their keys (a database may reorder them). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, at) => same(item, b[at]));
  }
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Whether a refine changed the part it was asked to change. */
export const partChanged = (before: LessonPlan, after: LessonPlan, part: PlanPart) =>
  !same(partOf(before, part), partOf(after, part));

/** The steps of every block of the flow, in order. */
export const allSteps = (plan: Pick<LessonPlan, "steps" | "days">) => [
  ...plan.steps,
  ...plan.days.flatMap((day) => day.steps),
];
