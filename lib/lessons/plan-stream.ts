import "server-only";
import { countAnonymousPlans, reserveLessonPlanId, saveLessonPlan } from "@/db/queries/lesson-plans";
import { recordActivity } from "../activity";
import { lessonPlanInstructions, lessonPlanRequest } from "../ai/prompts/lesson-plan";
import { generator } from "../ai/providers";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import type { ResolvedOwner } from "../owner";
import { limitActor, withinAddressCeiling } from "../rate-limit-actor";
import { moderate } from "../safety/moderation/moderate";
import { modelStream } from "../streams/model-stream";
import { type PlanColumns, safeguardingPlan, streamSafeguardingPlan } from "../streams/safeguarding-stream";
import type { LessonRequest } from "../validation";
import { TRIAL_LIMIT, TRIAL_USED_MESSAGE } from "./options";
import { flowBlocks, type LessonTiming, lessonTiming } from "./timing";

export const MAX_PLAN_TOKENS = 6000;
const TOKENS_PER_EXTRA_BLOCK = 900;
const MAX_UNIT_TOKENS = 24_000;

/** The output cap: a single lesson's, plus room for every further day or session of a unit. */
export function planTokenCap(timing: LessonTiming) {
  const extra = flowBlocks(timing).length - 1;
  return Math.min(MAX_PLAN_TOKENS + TOKENS_PER_EXTRA_BLOCK * extra, MAX_UNIT_TOKENS);
}

/** Anonymous plans per address a day: a visitor who drops the cookie gets no endless trial; a school's network fits. */
const TRIALS_PER_ADDRESS = { limit: 20, windowSeconds: 24 * 60 * 60 };

const trialUsed = () => new AppError("forbidden:trial", TRIAL_USED_MESSAGE);

/**
 * Streams a lesson plan: init {lessonPlanId} before the model is called, chunk {content}…, then done
 * {lessonPlanId} once the plan is stored, with the problems the plan checker found (if any). Anonymous visitors get TRIAL_LIMIT plans, checked here and
 * again when the plan is stored. A failure or a client that goes away stores nothing.
 */
export async function streamLessonPlan(request: Request, lesson: LessonRequest, { owner, setCookie }: ResolvedOwner) {
  // The screening step, before any model: a brief that may disclose a child at risk gets our written
  // reply instead of a plan, whatever is left of the trial. With a model connected, it also reads the
  // brief while the plan is held; of its verdicts only a safeguarding one changes what happens (the local
  // screen counts the other kinds as ordinary for a brief).
  const briefText = {
    kind: "brief",
    subject: lesson.subject,
    topic: lesson.topic,
    customInstructions: lesson.customInstructions,
  } as const;
  const { screening, instructions, verdict } = await moderate(briefText, "lesson");
  const disclosure = screening.kind === "safeguarding";
  if (!disclosure && owner.anonymousId) {
    if ((await countAnonymousPlans(owner.anonymousId)) >= TRIAL_LIMIT) throw trialUsed();
    if (!(await withinAddressCeiling(request, "trial", TRIALS_PER_ADDRESS))) throw trialUsed();
  }
  // Everything before the first event runs at once: the stream must start as soon as it can.
  const [, educator, lessonPlanId] = await Promise.all([
    limitActor(request, "lesson", owner, { limit: 20, windowSeconds: 10 * 60 }, { limit: 300, windowSeconds: 60 * 60 }),
    getEducatorProfile(lesson.educatorId),
    reserveLessonPlanId(),
  ]);
  if (!educator) throw new AppError("not_found:educator", "Educator not found");
  const extended = lesson.lessonLength === "extended";
  const columns: PlanColumns = {
    id: lessonPlanId,
    educatorId: educator.id,
    subject: lesson.subject,
    gradeLevel: lesson.gradeLevel,
    gradeSystem: lesson.gradeSystem,
    topic: lesson.topic,
    lessonLength: lesson.lessonLength,
    customInstructions: lesson.customInstructions ?? null,
    extendedDurationType: extended ? (lesson.extendedDurationType ?? null) : null,
    extendedDays: extended ? (lesson.extendedDays ?? null) : null,
    extendedMinutes: extended ? (lesson.extendedMinutes ?? null) : null,
    screening: screening.kind === "ordinary" ? null : screening.kind,
    language: screening.language,
  };
  const reply = { owner, setCookie, language: screening.language, plan: columns };
  if (disclosure) return streamSafeguardingPlan(request, reply);
  const timing = lessonTiming(lesson);
  const chosen = await generator();
  // An attempt to change the rules inside the instructions is set aside before the model reads them.
  const brief = {
    subject: lesson.subject,
    gradeLevel: lesson.gradeLevel,
    gradeSystem: lesson.gradeSystem,
    topic: lesson.topic,
    customInstructions: instructions,
  };

  return modelStream(request, {
    setCookie,
    init: { type: "init", lessonPlanId, model: chosen.label },
    write: (send, signal) =>
      chosen.plan(
        {
          educatorSlug: educator.slug,
          brief,
          timing,
          check: { timing, educatorName: educator.name, ...brief },
          language: screening.language,
        },
        () => ({
          instructions: lessonPlanInstructions(educator, brief, screening.language),
          messages: [{ role: "user", content: lessonPlanRequest(brief, timing) }],
          maxOutputTokens: planTokenCap(timing),
        }),
        send,
        signal,
      ),
    // A model moderator's safeguarding verdict: the plan is aborted and our written reply streams instead.
    moderation: verdict && { verdict, safeguarding: safeguardingPlan(reply, { afterInit: true }) },
    store: async ({ plan, content, problems }) => {
      // A finished plan with problems the checker does not refuse is stored with them, and the page shows them.
      const stored = await saveLessonPlan(
        { ...columns, content, plan, problems: problems.length ? problems : null, model: chosen.label },
        owner,
        TRIAL_LIMIT,
      );
      if (!stored) return { type: "validation_error", message: TRIAL_USED_MESSAGE };
      await recordActivity(owner.userId ?? null, "lesson_plan", { educatorId: educator.id, lessonPlanId });
      return { type: "done", lessonPlanId };
    },
    failure: {
      action: "streaming a lesson plan",
      context: { educatorId: educator.id, lessonPlanId, model: chosen.label },
      message: "The lesson plan could not be finished just now. Please try again.",
    },
  });
}
