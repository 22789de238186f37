import "server-only";
import { saveLessonPlan } from "@/db/queries/lesson-plans";
import { saveExchange } from "@/db/queries/messages";
import type { Owner } from "@/db/queries/owner";
import type { NewLessonPlan } from "@/db/schema";
import { streamPieces } from "@/lib/text";
import { recordActivity } from "../activity";
import { TRIAL_LIMIT } from "../lessons/options";
import { logError } from "../log";
import { SAFEGUARDING_LABEL } from "../safety/label";
import { safeguardingReply } from "../safety/replies";
import { eventStreamResponse, type StreamEvent } from "../sse";

type Reply = { owner: Owner; setCookie?: string; educatorId: number; language: string };

const headersFor = (setCookie?: string): { headers: HeadersInit } => ({
  headers: setCookie ? { "Set-Cookie": setCookie } : {},
});

/** Our written text, sent as chunk events the way a model's text arrives. */
function sendWritten(text: string, send: (event: StreamEvent) => void) {
  for (const piece of streamPieces(text)) send({ type: "chunk", content: piece });
}

/**
 * In place of a held answer (lib/streams/held.ts), the reply follows the init that already went out,
 * naming the connected model: it sends no init of its own, and its closing event names the safeguarding
 * label instead, for the page to credit the reply to it (and not to count it as a trial plan).
 */
export type AfterInit = { afterInit?: boolean };

const closingModel = ({ afterInit }: AfterInit) => (afterInit ? { model: SAFEGUARDING_LABEL } : {});

/**
 * Answers a chat question that may disclose a child at risk: no model is called. The reply streams as
 * init, chunks, complete; it is stored like any exchange, flagged, and counted (without its text).
 */
export function streamSafeguardingAnswer(request: Request, reply: SafeguardingAnswer) {
  return eventStreamResponse(request, safeguardingAnswer(reply), headersFor(reply.setCookie));
}

type SafeguardingAnswer = Reply & {
  messageId: number;
  conversation: { id: number; isNew: boolean; title: string };
  question: string;
};

/** The safeguarding answer's events, for a stream of its own or in place of a held answer (lib/streams/held.ts). */
export function safeguardingAnswer(reply: SafeguardingAnswer, held: AfterInit = {}) {
  const { owner, messageId, conversation, educatorId, language } = reply;
  const answer = safeguardingReply(language);
  return async (send: (event: StreamEvent) => void, signal: AbortSignal) => {
    if (!held.afterInit) send({ type: "init", messageId, conversationId: conversation.id, model: SAFEGUARDING_LABEL });
    try {
      sendWritten(answer, send);
      await saveExchange({
        id: messageId,
        conversation,
        owner,
        educatorId,
        question: reply.question,
        answer,
        model: SAFEGUARDING_LABEL,
        screening: "safeguarding",
        language,
      });
      await recordActivity(owner.userId ?? null, "safeguarding_concern", { tool: "chat", educatorId, messageId });
      send({ type: "complete", messageId, conversationId: conversation.id, ...closingModel(held) });
    } catch (error) {
      if (signal.aborted) return;
      logError("storing a safeguarding reply", error, { educatorId, messageId });
      send({ type: "error", message: "The educator could not answer just now. Please try again." });
    }
  };
}

/** A plan's columns before its content is written. */
export type PlanColumns = Omit<NewLessonPlan, "userId" | "anonymousId" | "createdAt" | "content" | "model">;

/**
 * Answers a lesson brief whose text may disclose a child at risk with the same reply instead of a plan:
 * no model is called, it streams as init, chunks, done, is stored flagged, and never uses up the trial.
 */
export function streamSafeguardingPlan(request: Request, reply: SafeguardingPlan) {
  return eventStreamResponse(request, safeguardingPlan(reply), headersFor(reply.setCookie));
}

type SafeguardingPlan = Omit<Reply, "educatorId"> & { plan: PlanColumns };

/** The safeguarding plan's events, for a stream of its own or in place of a held plan (lib/streams/held.ts). */
export function safeguardingPlan(reply: SafeguardingPlan, held: AfterInit = {}) {
  const { owner, plan, language } = reply;
  const content = safeguardingReply(language);
  return async (send: (event: StreamEvent) => void, signal: AbortSignal) => {
    if (!held.afterInit) send({ type: "init", lessonPlanId: plan.id, model: SAFEGUARDING_LABEL });
    try {
      sendWritten(content, send);
      const stored = { ...plan, content, model: SAFEGUARDING_LABEL, screening: "safeguarding", language };
      await saveLessonPlan(stored, owner, TRIAL_LIMIT);
      const details = { tool: "lesson", educatorId: plan.educatorId, lessonPlanId: plan.id };
      await recordActivity(owner.userId ?? null, "safeguarding_concern", details);
      send({ type: "done", lessonPlanId: plan.id, ...closingModel(held) });
    } catch (error) {
      if (signal.aborted) return;
      logError("storing a safeguarding reply", error, { educatorId: plan.educatorId, lessonPlanId: plan.id });
      send({ type: "error", message: "The lesson plan could not be finished just now. Please try again." });
    }
  };
}
