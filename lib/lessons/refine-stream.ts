import "server-only";
import { addLessonPlanVersion } from "@/db/queries/lesson-plan-versions";
import { findLessonPlan } from "@/db/queries/lesson-plans";
import { refinePartInstructions, refinePartRequest } from "../ai/prompts/refine-section";
import { generator } from "../ai/providers";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { moderate } from "../safety/moderation/moderate";
import { safeguardingReply } from "../safety/replies";
import { modelStream } from "../streams/model-stream";
import type { RefineRequest } from "../validation";
import { checkPlan } from "./check-plan";
import { isPlanPart } from "./plan-parts";
import { planTokenCap } from "./plan-stream";
import { REGENERATE_TO_REFINE } from "./refine-plan";
import { renderPlan } from "./render-plan";
import { lessonTiming } from "./timing";

/** One part is far shorter than a plan, but for the flow: a unit's days take as much room as the whole plan. */
const MAX_PART_TOKENS = 6000;

export const lessonPlanNotFound = () => new AppError("not_found:lesson_plan", "Lesson plan not found");

/**
 * Streams one part of a plan rewritten: init {lessonPlanId, model}, chunk {content}… (the new part's
 * Markdown, heading first), then done {lessonPlanId, version} once the whole plan is checked again and
 * stored as its next version and put on screen. Only the plan's owner may refine it (404 for anyone
 * else); an anonymous visitor's refine uses up no trial plan. A change the model cannot make stores
 * nothing and says why; a failure or a client that goes away stores nothing.
 */
export async function streamRefinement(
  request: Request,
  lessonPlanId: number,
  refine: RefineRequest,
  { owner, setCookie }: ResolvedOwner,
) {
  const [stored] = await Promise.all([
    findLessonPlan(lessonPlanId, owner),
    limitActor(request, "refine", owner, { limit: 30, windowSeconds: 10 * 60 }, { limit: 300, windowSeconds: 60 * 60 }),
  ]);
  if (!stored) throw lessonPlanNotFound();
  const part = refine.section;
  if (!isPlanPart(part)) throw new AppError("bad_request:section", "This plan has no part of that name.");
  const plan = stored.plan;
  if (!plan) throw new AppError("bad_request:section", REGENERATE_TO_REFINE);
  // The screening step, as for any input: a disclosure gets our safeguarding reply, and no model is
  // called; an attempt to change the rules is set aside before the model reads the instruction. With a
  // model connected, it also reads the instruction while the new part is held.
  const { screening, instructions, verdict } = await moderate(
    { kind: "brief", subject: stored.subject, topic: stored.topic, customInstructions: refine.instruction },
    "refine",
  );
  if (screening.kind === "safeguarding")
    throw new AppError("bad_request:safeguarding", safeguardingReply(screening.language));
  const instruction = instructions?.trim();
  if (!instruction) throw new AppError("bad_request:validation", "Please say how to change this section.");
  const educator = await getEducatorProfile(stored.educatorId);
  if (!educator) throw new AppError("not_found:educator", "Educator not found");
  const timing = lessonTiming({
    lessonLength: stored.lessonLength ?? undefined,
    extendedDurationType: stored.extendedDurationType ?? undefined,
    extendedDays: stored.extendedDays ?? undefined,
    extendedMinutes: stored.extendedMinutes ?? undefined,
  });
  const brief = {
    subject: stored.subject,
    gradeLevel: stored.gradeLevel,
    gradeSystem: stored.gradeSystem ?? undefined,
    topic: stored.topic,
    customInstructions: stored.customInstructions ?? undefined,
  };
  const check = { timing, educatorName: educator.name, ...brief };
  const chosen = await generator();

  return modelStream(request, {
    setCookie,
    init: { type: "init", lessonPlanId, model: chosen.label },
    write: (send, signal) =>
      chosen.refine(
        { educatorSlug: educator.slug, brief, timing, check, plan, part, instruction },
        () => ({
          instructions: refinePartInstructions(educator, part, screening.language),
          messages: [{ role: "user", content: refinePartRequest(plan, { part, instruction }, timing) }],
          maxOutputTokens: part === "steps" ? planTokenCap(timing) : MAX_PART_TOKENS,
        }),
        send,
        signal,
      ),
    // A model moderator's safeguarding verdict: the refine is aborted and the reply is its validation_error.
    moderation: verdict && {
      verdict,
      safeguarding: async (send) => send({ type: "validation_error", message: safeguardingReply(screening.language) }),
    },
    store: async (refined) => {
      if (!refined.changed) return { type: "validation_error", message: refined.note ?? NOT_CHANGED };
      // The checker runs on the whole refined plan; what it finds is shown above it.
      const { problems } = checkPlan(refined.plan, check);
      const version = await addLessonPlanVersion({
        lessonPlanId,
        content: renderPlan(refined.plan),
        plan: refined.plan,
        problems: problems.length ? problems : null,
        instruction,
        section: part,
        model: chosen.label,
      });
      return { type: "done", lessonPlanId, version: version?.version };
    },
    failure: {
      action: "refining a lesson plan",
      context: { lessonPlanId, section: part, model: chosen.label },
      message: "The section could not be refined just now. Please try again.",
    },
  });
}

const NOT_CHANGED = "That change could not be made to this part.";
