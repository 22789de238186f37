import "server-only";
import type { EducatorProfileRow } from "@/db/queries/educators";
import { saveExchange } from "@/db/queries/messages";
import type { Owner } from "@/db/queries/owner";
import type { RoundtableRef } from "@/db/queries/roundtables";
import { recordActivity } from "../activity";
import { retrieve } from "../ai/knowledge";
import { documentedPositions } from "../ai/prompts/grounding";
import { type Exchange, personaInstructions, personaMessages } from "../ai/prompts/persona";
import type { AnswerTask, Generator } from "../ai/tasks";
import { concernNoteFor } from "../safety/concern-note";
import { screeningAfter } from "../safety/moderation/combine";
import type { ModerationVerdict } from "../safety/moderation/types";
import type { Verdict } from "../safety/types";
import type { StreamEvent } from "../sse";

export const MAX_ANSWER_TOKENS = 900;

/** One educator's turn: who answers, what they were asked, and where the exchange is stored. */
export type EducatorTurn = {
  chosen: Generator;
  educator: EducatorProfileRow;
  question: string;
  history: Exchange[];
  screening: Verdict;
  owner: Owner;
  messageId: number;
  conversation: { id: number; isNew: boolean; title: string; roundtable?: RoundtableRef };
  /** The educator's place at a roundtable, for the built-in model's wording (see `AnswerTask`). */
  seat?: number;
  /** A model moderator's verdict still to come: nothing is stored before it (lib/streams/held.ts). */
  decided?: Promise<ModerationVerdict>;
};

/** An educator's answer as stored, and the concerns it offers as choices (the built-in model, when unsure). */
export type EducatorAnswer = { answer: string; choices: string[] };

/**
 * Answers as one educator, the same way for Ask and the roundtable: the persona prompt grounded in the
 * knowledge base, the model's text forwarded as chunk events, the exchange stored and counted once the
 * answer is complete. Returns the answer, or undefined when the client went away (nothing stored);
 * a model failure throws, for the caller to report in its own stream.
 */
export async function answerAsEducator(turn: EducatorTurn, send: (event: StreamEvent) => void, signal: AbortSignal) {
  return (await answerTurn(turn, send, signal))?.answer;
}

/**
 * answerAsEducator, with the choices the answer offers when the built-in model was not sure what the
 * question is about: the chat stream sends them in its `complete` event, for the page to show as buttons.
 */
export async function answerTurn(
  turn: EducatorTurn,
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<EducatorAnswer | undefined> {
  const { chosen, educator, question, history, screening, owner, messageId } = turn;
  const task: AnswerTask = {
    educatorSlug: educator.slug,
    question,
    earlierQuestions: history.map((exchange) => exchange.question),
    screening,
    earlierAnswers: history.map((exchange) => exchange.answer),
    seat: turn.seat,
  };
  // The built-in model opens its answer with the safeguarding note itself; for a real model Lyceum sends
  // the note first, so it never depends on what the model writes.
  const note = chosen.offline ? "" : concernNoteFor(screening);
  if (note) send({ type: "chunk", content: note });
  const result = await chosen.answer(
    task,
    () => {
      // The same retrieval the built-in model answers from grounds a real model's prompt.
      const grounding = documentedPositions(educator, retrieve(educator.slug, question, task.earlierQuestions));
      return {
        instructions: `${personaInstructions(educator, screening.language)}\n\n${grounding}`,
        messages: personaMessages(history, question),
        maxOutputTokens: MAX_ANSWER_TOKENS,
      };
    },
    send,
    signal,
  );
  if (result === undefined) return undefined;
  const decided = await turn.decided;
  // A safeguarding verdict has aborted the answer by now: it is not stored.
  if (signal.aborted) return undefined;
  const stored = decided ? screeningAfter(screening, decided) : screening;
  const answer = `${note}${result.text}`;
  await saveExchange({
    id: messageId,
    conversation: turn.conversation,
    owner,
    educatorId: educator.id,
    question,
    answer,
    model: chosen.label,
    screening: storedScreening(stored),
    language: screening.language,
  });
  await recordActivity(owner.userId ?? null, "chat", { educatorId: educator.id, messageId });
  return { answer, choices: result.choices ?? [] };
}

/** What the stored exchange says of the screening: null for an ordinary question, "possible_concern" when the note opened it. */
function storedScreening(screening: Verdict) {
  if (screening.possibleConcern) return "possible_concern";
  return screening.kind === "ordinary" ? null : screening.kind;
}
