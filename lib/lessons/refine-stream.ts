import "server-only";
import { addLessonPlanVersion } from "@/db/queries/lesson-plan-versions";
import { findLessonPlan } from "@/db/queries/lesson-plans";
import { refineSectionInstructions, refineSectionRequest } from "../ai/prompts/refine-section";
import { educatorModel } from "../ai/providers";
import { forwardModelText } from "../ai/stream-text";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { screenLessonBrief } from "../safety/classify";
import { safeguardingReply } from "../safety/replies";
import { modelStream } from "../streams/model-stream";
import type { RefineRequest } from "../validation";
import { checkLessonPlan, planSections } from "./check-plan";
import { refinedBody, replaceSection } from "./refine-plan";
import { lessonTiming } from "./timing";

/** One section is far shorter than a plan; a day-by-day flow is the longest section there is. */
const MAX_SECTION_TOKENS = 6000;

export const lessonPlanNotFound = () => new AppError("not_found:lesson_plan", "Lesson plan not found");

/**
 * Streams one section of a plan rewritten: init {lessonPlanId, model}, chunk {content}… (the new
 * section, heading first), then done {lessonPlanId, version} once the whole plan is stored as its next
 * version and put on screen. Only the plan's owner may refine it (404 for anyone else); an anonymous
 * visitor's refine uses up no trial plan. A failure or a client that goes away stores nothing.
 */
export async function streamRefinement(
  request: Request,
  lessonPlanId: number,
  refine: RefineRequest,
  { owner, setCookie }: ResolvedOwner,
) {
  const [plan] = await Promise.all([
    findLessonPlan(lessonPlanId, owner),
    limitActor(request, "refine", owner, { limit: 30, windowSeconds: 10 * 60 }, { limit: 300, windowSeconds: 60 * 60 }),
  ]);
  if (!plan) throw lessonPlanNotFound();
  const current = planSections(plan.content).get(refine.section);
  if (current === undefined) throw new AppError("bad_request:section", "This plan has no section of that name.");
  // The screening step, as for any input: a disclosure gets our safeguarding reply, and no model is
  // called; an attempt to change the rules is set aside before the model reads the instruction.
  const brief = { subject: plan.subject, topic: plan.topic, customInstructions: refine.instruction };
  const { verdict: screening, instructions } = screenLessonBrief(brief);
  if (screening.kind === "safeguarding")
    throw new AppError("bad_request:safeguarding", safeguardingReply(screening.language));
  const instruction = instructions?.trim();
  if (!instruction) throw new AppError("bad_request:validation", "Please say how to change this section.");
  const educator = await getEducatorProfile(plan.educatorId);
  if (!educator) throw new AppError("not_found:educator", "Educator not found");
  const timing = lessonTiming({
    lessonLength: plan.lessonLength ?? undefined,
    extendedDurationType: plan.extendedDurationType ?? undefined,
    extendedDays: plan.extendedDays ?? undefined,
    extendedMinutes: plan.extendedMinutes ?? undefined,
  });
  const lesson = {
    subject: plan.subject,
    gradeLevel: plan.gradeLevel,
    topic: plan.topic,
    customInstructions: plan.customInstructions ?? undefined,
  };
  const chosen = await educatorModel();

  return modelStream(request, {
    setCookie,
    init: { type: "init", lessonPlanId, model: chosen.label },
    write: (send, signal) =>
      forwardModelText(
        chosen,
        {
          instructions: refineSectionInstructions(educator, refine.section, screening.language),
          messages: [{ role: "user", content: refineSectionRequest(plan.content, { ...refine, instruction }, timing) }],
          maxOutputTokens: MAX_SECTION_TOKENS,
          task: {
            task: "refine",
            educatorSlug: educator.slug,
            brief: lesson,
            timing,
            refine: { section: refine.section, current, instruction },
            screening,
          },
        },
        send,
        signal,
      ),
    store: async (written) => {
      const content = replaceSection(plan.content, refine.section, refinedBody(written)) ?? plan.content;
      // The structure checker runs on the whole refined plan; what it finds is shown above it.
      const { problems } = checkLessonPlan(content, { timing, educatorName: educator.name, ...lesson });
      const stored = await addLessonPlanVersion({
        lessonPlanId,
        content,
        problems: problems.length ? problems : null,
        instruction,
        section: refine.section,
        model: chosen.label,
      });
      return { type: "done", lessonPlanId, version: stored?.version };
    },
    failure: {
      action: "refining a lesson plan",
      context: { lessonPlanId, section: refine.section, model: chosen.label },
      message: "The section could not be refined just now. Please try again.",
    },
  });
}
