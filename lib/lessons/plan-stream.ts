import "server-only";
import { countAnonymousPlans, reserveLessonPlanId, saveLessonPlan } from "@/db/queries/lesson-plans";
import { recordActivity } from "../activity";
import { lessonPlanInstructions, lessonPlanRequest } from "../ai/prompts/lesson-plan";
import { educatorModel } from "../ai/providers";
import { forwardModelText } from "../ai/stream-text";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import { logError } from "../log";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { screenLessonBrief } from "../safety/classify";
import { type PlanColumns, streamSafeguardingPlan } from "../safety/safeguarding-stream";
import { eventStreamResponse } from "../sse";
import type { LessonRequest } from "../validation";
import { TRIAL_LIMIT, TRIAL_USED_MESSAGE } from "./options";
import { lessonTiming } from "./timing";

export const MAX_PLAN_TOKENS = 6000;

const trialUsed = () => new AppError("forbidden:trial", TRIAL_USED_MESSAGE);

/**
 * Streams a lesson plan: init {lessonPlanId} before the model is called, chunk {content}…, then done
 * {lessonPlanId} once the plan is stored. Anonymous visitors get TRIAL_LIMIT plans, checked here and
 * again when the plan is stored. A failure or a client that goes away stores nothing.
 */
export async function streamLessonPlan(request: Request, lesson: LessonRequest, { owner, setCookie }: ResolvedOwner) {
  // The screening step, before any model: a brief that may disclose a child at risk gets our written
  // reply instead of a plan, whatever is left of the trial.
  const { verdict: screening, instructions } = screenLessonBrief(lesson);
  const disclosure = screening.kind === "safeguarding";
  if (!disclosure && owner.anonymousId && (await countAnonymousPlans(owner.anonymousId)) >= TRIAL_LIMIT) {
    throw trialUsed();
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
    topic: lesson.topic,
    lessonLength: lesson.lessonLength,
    customInstructions: lesson.customInstructions ?? null,
    extendedDurationType: extended ? (lesson.extendedDurationType ?? null) : null,
    extendedDays: extended ? (lesson.extendedDays ?? null) : null,
    extendedMinutes: extended ? (lesson.extendedMinutes ?? null) : null,
    screening: screening.kind === "ordinary" ? null : screening.kind,
    language: screening.language,
  };
  if (disclosure)
    return streamSafeguardingPlan(request, { owner, setCookie, language: screening.language, plan: columns });
  const timing = lessonTiming(lesson);
  const chosen = await educatorModel();
  // An attempt to change the rules inside the instructions is set aside before the model reads them.
  const brief = {
    subject: lesson.subject,
    gradeLevel: lesson.gradeLevel,
    topic: lesson.topic,
    customInstructions: instructions,
  };

  return eventStreamResponse(
    request,
    async (send, signal) => {
      send({ type: "init", lessonPlanId, model: chosen.label });
      try {
        const content = await forwardModelText(
          chosen,
          {
            instructions: lessonPlanInstructions(educator, screening.language),
            messages: [{ role: "user", content: lessonPlanRequest(brief, timing) }],
            maxOutputTokens: MAX_PLAN_TOKENS,
            task: { task: "lesson", educatorSlug: educator.slug, brief, timing, screening },
          },
          send,
          signal,
        );
        if (content === undefined) return;
        const stored = await saveLessonPlan({ ...columns, content, model: chosen.label }, owner, TRIAL_LIMIT);
        if (!stored) {
          send({ type: "validation_error", message: TRIAL_USED_MESSAGE });
          return;
        }
        await recordActivity(owner.userId ?? null, "lesson_plan", { educatorId: educator.id, lessonPlanId });
        send({ type: "done", lessonPlanId });
      } catch (error) {
        if (signal.aborted) return;
        logError("streaming a lesson plan", error, { educatorId: educator.id, lessonPlanId, model: chosen.label });
        send({ type: "error", message: "The lesson plan could not be finished just now. Please try again." });
      }
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : {} },
  );
}
