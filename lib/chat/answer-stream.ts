import "server-only";
import { findConversation } from "@/db/queries/conversations";
import { recentExchanges, reserveConversationId, reserveMessageId, saveExchange } from "@/db/queries/messages";
import { recordActivity } from "../activity";
import { retrieve } from "../ai/knowledge";
import type { OfflineTask } from "../ai/offline/educator-model";
import { documentedPositions } from "../ai/prompts/grounding";
import { HISTORY_EXCHANGES, personaInstructions, personaMessages } from "../ai/prompts/persona";
import { educatorModel } from "../ai/providers";
import { forwardModelText } from "../ai/stream-text";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import { logError } from "../log";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { screenText } from "../safety/classify";
import { streamSafeguardingAnswer } from "../safety/safeguarding-stream";
import { eventStreamResponse } from "../sse";
import type { ChatRequest } from "../validation";

export const MAX_ANSWER_TOKENS = 900;

/**
 * Streams an educator's answer: init {messageId, conversationId, model} before the model is called,
 * chunk {content}…, then complete once the exchange is stored. A failure or a client that goes away
 * stores nothing; a client that goes away also aborts the model request.
 */
export async function streamAnswer(request: Request, body: ChatRequest, { owner, setCookie }: ResolvedOwner) {
  // Everything before the first event runs at once: the stream must start as soon as it can.
  const [, educator, existing, messageId, newConversationId] = await Promise.all([
    limitActor(request, "chat", owner, { limit: 30, windowSeconds: 5 * 60 }, { limit: 600, windowSeconds: 60 * 60 }),
    getEducatorProfile(body.educatorId),
    body.conversationId ? findConversation(body.conversationId, owner, body.educatorId) : undefined,
    reserveMessageId(),
    body.conversationId ? undefined : reserveConversationId(),
  ]);
  if (!educator) throw new AppError("not_found:educator", "Educator not found");
  const history = existing ? await recentExchanges(existing.id, HISTORY_EXCHANGES) : [];
  const conversation = existing
    ? { id: existing.id, isNew: false, title: "" }
    : { id: newConversationId ?? (await reserveConversationId()), isNew: true, title: body.question.slice(0, 120) };
  // The screening step, before any model: a child who may be at risk gets our written reply, no model.
  const screening = screenText(body.question, { followUp: history.length > 0 });
  if (screening.kind === "safeguarding") {
    const { language } = screening;
    const question = body.question;
    return streamSafeguardingAnswer(request, {
      owner,
      setCookie,
      messageId,
      conversation,
      educatorId: educator.id,
      question,
      language,
    });
  }
  const chosen = await educatorModel();
  const { label } = chosen;
  const task: OfflineTask = {
    task: "answer",
    educatorSlug: educator.slug,
    question: body.question,
    earlierQuestions: history.map((exchange) => exchange.question),
    screening,
    earlierAnswers: history.map((exchange) => exchange.answer),
  };
  // The same retrieval the built-in model answers from grounds a real model's prompt.
  const grounding = documentedPositions(educator, retrieve(educator.slug, body.question, task.earlierQuestions));

  return eventStreamResponse(
    request,
    async (send, signal) => {
      send({ type: "init", messageId, conversationId: conversation.id, model: label });
      try {
        const answer = await forwardModelText(
          chosen,
          {
            instructions: `${personaInstructions(educator, screening.language)}\n\n${grounding}`,
            messages: personaMessages(history, body.question),
            maxOutputTokens: MAX_ANSWER_TOKENS,
            task,
          },
          send,
          signal,
        );
        if (answer === undefined) return;
        await saveExchange({
          id: messageId,
          conversation,
          owner,
          educatorId: educator.id,
          question: body.question,
          answer,
          model: label,
          screening: screening.kind === "ordinary" ? null : screening.kind,
          language: screening.language,
        });
        await recordActivity(owner.userId ?? null, "chat", { educatorId: educator.id, messageId });
        send({ type: "complete", messageId, conversationId: conversation.id });
      } catch (error) {
        if (signal.aborted) return;
        logError("streaming an answer", error, { educatorId: educator.id, messageId, model: label });
        send({ type: "error", message: "The educator could not answer just now. Please try again." });
      }
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : {} },
  );
}
