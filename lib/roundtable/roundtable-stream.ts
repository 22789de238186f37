import "server-only";
import type { EducatorProfileRow } from "@/db/queries/educators";
import { recentExchanges, reserveMessageId } from "@/db/queries/messages";
import { findRoundtableSeats, reserveRoundtableId, reserveSeatIds, reserveSynthesisId } from "@/db/queries/roundtables";
import { HISTORY_EXCHANGES } from "../ai/prompts/persona";
import { generator } from "../ai/providers";
import { answerAsEducator } from "../chat/answer-educator";
import { getEducatorProfile } from "../educators/catalogue";
import { AppError } from "../errors";
import { logError } from "../log";
import type { ResolvedOwner } from "../owner";
import { limitActor } from "../rate-limit-actor";
import { moderate } from "../safety/moderation/moderate";
import type { ModerationVerdict } from "../safety/moderation/types";
import { eventStreamResponse, type StreamEvent } from "../sse";
import { holdUntilModerated } from "../streams/held";
import type { RoundtableRequest } from "../validation";
import { safeguardingRound, streamSafeguardingRoundtable } from "./safeguarding";
import { synthesize } from "./synthesis-step";

const notFound = () => new AppError("not_found:roundtable", "Roundtable not found");

/** Each educator's answer counts against the chat limits, as if asked on its own. */
const limitSeat = (request: Request, owner: ResolvedOwner["owner"]) =>
  limitActor(request, "chat", owner, { limit: 30, windowSeconds: 5 * 60 }, { limit: 600, windowSeconds: 60 * 60 });

/** Each educator's place in this round: their conversation (kept across rounds) and the message's reserved id. */
async function seatsFor(body: RoundtableRequest, owner: ResolvedOwner["owner"], educators: EducatorProfileRow[]) {
  const existing = body.roundtableId ? await findRoundtableSeats(body.roundtableId, owner) : undefined;
  if (body.roundtableId && !existing) throw notFound();
  // A follow-up goes to the same educators; one whose first answer failed gets a conversation now.
  if (existing?.seats.some((seat) => !body.educatorIds.includes(seat.educatorId))) throw notFound();
  const newSeats = educators.filter((educator) => !existing?.seats.some((seat) => seat.educatorId === educator.id));
  const [roundtableId, newIds] = await Promise.all([
    existing?.id ?? reserveRoundtableId(),
    reserveSeatIds(newSeats.length),
  ]);
  const roundtable = { id: roundtableId, title: body.question.slice(0, 120) };
  const seats = await Promise.all(
    educators.map(async (educator) => {
      const seat = existing?.seats.find((each) => each.educatorId === educator.id);
      const conversationId = seat?.conversationId ?? (newIds[newSeats.indexOf(educator)] as number);
      const [messageId, history] = await Promise.all([
        reserveMessageId(),
        seat ? recentExchanges(seat.conversationId, HISTORY_EXCHANGES) : [],
      ]);
      const conversation = { id: conversationId, isNew: !seat, title: roundtable.title, roundtable };
      return { educator, messageId, conversation, history };
    }),
  );
  return { roundtable, seats, followUp: existing !== undefined };
}

/**
 * Streams a roundtable round over one request: init {educatorId, messageId, conversationId,
 * roundtableId, model} for every educator, then their chunk {educatorId, content} events interleaved as
 * the answers arrive, complete {educatorId, …} as each is stored (or error {educatorId, message}); once
 * all are settled, a synthesis of two or more answers (synthesis_init, synthesis_chunk…), then done
 * {roundtableId, synthesisId}. A failed or abandoned answer stores nothing; a client that goes away
 * aborts every model request.
 */
export async function streamRoundtable(request: Request, body: RoundtableRequest, { owner, setCookie }: ResolvedOwner) {
  const [, educators, synthesisId] = await Promise.all([
    Promise.all(body.educatorIds.map(() => limitSeat(request, owner))),
    Promise.all(body.educatorIds.map(getEducatorProfile)),
    reserveSynthesisId(),
  ]);
  const found = educators.filter((educator): educator is EducatorProfileRow => educator !== undefined);
  if (found.length !== educators.length) throw new AppError("not_found:educator", "Educator not found");
  const { roundtable, seats, followUp } = await seatsFor(body, owner, found);
  const headers: { headers: HeadersInit } = { headers: setCookie ? { "Set-Cookie": setCookie } : {} };
  // The screening step runs once, before any educator: a disclosure gets one reply, not one per seat.
  // With a model connected, it also reads the question while the whole round is held.
  const { screening, verdict } = await moderate({ kind: "question", question: body.question, followUp }, "roundtable");
  const reply = { owner, roundtable, synthesisId, question: body.question, language: screening.language };
  if (screening.kind === "safeguarding") return streamSafeguardingRoundtable(request, reply, headers);
  const chosen = await generator();

  const inits: StreamEvent[] = seats.map(({ educator, messageId, conversation }) => {
    const ids = { messageId, conversationId: conversation.id, roundtableId: roundtable.id };
    return { type: "init", educatorId: educator.id, ...ids, model: chosen.label };
  });
  const round = async (
    send: (event: StreamEvent) => void,
    signal: AbortSignal,
    decided?: Promise<ModerationVerdict>,
  ) => {
    const answers = await Promise.all(
      seats.map(async ({ educator, messageId, conversation, history }, seat) => {
        const sendAs = (event: StreamEvent) => send({ ...event, educatorId: educator.id });
        try {
          const turn = {
            chosen,
            educator,
            question: body.question,
            history,
            screening,
            owner,
            messageId,
            conversation,
            seat,
            decided,
          };
          const answer = await answerAsEducator(turn, sendAs, signal);
          if (answer === undefined) return undefined;
          sendAs({ type: "complete", messageId, conversationId: conversation.id });
          return { slug: educator.slug, name: educator.name, answer };
        } catch (error) {
          if (signal.aborted) return undefined;
          logError("streaming a roundtable answer", error, {
            educatorId: educator.id,
            messageId,
            model: chosen.label,
          });
          sendAs({ type: "error", message: "The educator could not answer just now. Please try again." });
          return undefined;
        }
      }),
    );
    if (signal.aborted) return;
    const complete = answers.filter((answer) => answer !== undefined);
    if (complete.length < 2) {
      send({ type: "done", roundtableId: complete.length > 0 ? roundtable.id : null, synthesisId: null });
      return;
    }
    try {
      const earlierQuestions = seats[0]?.history.map((exchange) => exchange.question) ?? [];
      const round = { chosen, roundtable, owner, synthesisId, question: body.question, earlierQuestions };
      if (!(await synthesize({ ...round, language: screening.language, answers: complete }, send, signal))) return;
      send({ type: "done", roundtableId: roundtable.id, synthesisId });
    } catch (error) {
      if (signal.aborted) return;
      logError("streaming a roundtable synthesis", error, { roundtableId: roundtable.id, model: chosen.label });
      send({ type: "error", message: "The synthesis could not be written just now. The answers are saved." });
    }
  };
  // Every educator's init goes out first. With a model moderator, the rest is held until its verdict; a
  // safeguarding one aborts every answer and our written reply streams instead, after those inits.
  return eventStreamResponse(
    request,
    verdict
      ? (send, signal) =>
          holdUntilModerated(send, signal, {
            init: inits,
            verdict,
            answer: round,
            safeguarding: safeguardingRound(reply, { afterInit: true }),
          })
      : (send, signal) => {
          for (const init of inits) send(init);
          return round(send, signal);
        },
    headers,
  );
}
