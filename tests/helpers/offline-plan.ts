import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { planHeadings, renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";

/** A lesson plan from the built-in offline model, with its Markdown and what the checker needs. */
export function offlinePlan(slug: string, timingRequest: TimingRequest, extra: { customInstructions?: string } = {}) {
  const educator = educators.find((candidate) => candidate.slug === slug);
  if (!educator) throw new Error(`no educator ${slug} in the catalogue`);
  const brief = { subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions", ...extra };
  const timing = lessonTiming(timingRequest);
  const plan = composeLessonPlan(educator, brief, timing);
  return { plan, text: renderPlan(plan), timing, request: { timing, educatorName: educator.name, ...brief } };
}

/** Each part's Markdown by the heading it is rendered under ("Lesson Flow", "Common Misconceptions"…). */
export const planParts = (plan: LessonPlan) =>
  new Map(planHeadings(plan.lens.educator).map(({ part, heading }) => [heading, renderPart(plan, part)]));
