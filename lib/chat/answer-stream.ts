import "server-only";
import { findConversation } from "@/db/queries/conversations";
import { recentExchanges, reserveConversationId, reserveMessageId } from "@/db/queries/messages";
import { HISTORY_EXCHANGES } from "../ai/prompts/persona";
import { generator } from "../ai/providers";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { moderate } from "../safety/moderation/moderate";
import { modelStream } from "../streams/model-stream";
import { safeguardingAnswer, streamSafeguardingAnswer } from "../streams/safeguarding-stream";
import type { ChatRequest } from "../validation";
import { answerTurn } from "./answer-educator";

/**
 * Streams an educator's answer: init {messageId, conversationId, model} before the model is called,
 * chunk {content}…, then complete {messageId, conversationId, choices?} once the exchange is stored;
 * `choices` (added to the spec's fields, and only when there are any) names the concerns the answer
 * offers when the built-in model was not sure what the question is about, for the page to show as buttons. A failure or a client that goes away
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
  // The screening step: the local screen before any model; a child who may be at risk gets our written
  // reply, no model. With a model connected, it also reads the question while the answer is held.
  const question = { kind: "question", question: body.question, followUp: history.length > 0 } as const;
  const { screening, verdict } = await moderate(question, "chat");
  const reply = {
    owner,
    setCookie,
    messageId,
    conversation,
    educatorId: educator.id,
    question: body.question,
    language: screening.language,
  };
  if (screening.kind === "safeguarding") return streamSafeguardingAnswer(request, reply);
  const chosen = await generator();
  const { label } = chosen;

  return modelStream(request, {
    setCookie,
    init: { type: "init", messageId, conversationId: conversation.id, model: label },
    // answerTurn stores the exchange itself: the roundtable stores its answers the same way.
    write: (send, signal, decided) =>
      answerTurn(
        { chosen, educator, question: body.question, history, screening, owner, messageId, conversation, decided },
        send,
        signal,
      ),
    // A model moderator's safeguarding verdict: the answer is aborted and our written reply streams instead.
    moderation: verdict && { verdict, safeguarding: safeguardingAnswer(reply, { afterInit: true }) },
    // The choices only when there are any: a sure answer's `complete` is the spec's, field for field.
    store: async ({ choices }) => ({
      type: "complete",
      messageId,
      conversationId: conversation.id,
      ...(choices.length > 0 ? { choices } : {}),
    }),
    failure: {
      action: "streaming an answer",
      context: { educatorId: educator.id, messageId, model: label },
      message: "The educator could not answer just now. Please try again.",
    },
  });
}
