"use client";

import { useCallback, useRef, useState } from "react";
import { isSafeguardingReply } from "@/lib/client/stream-model";
import type { Round, SeatAnswer } from "@/lib/roundtable/rounds";
import { readEventStream, type StreamEvent } from "@/lib/sse";

const FAILED = "An error occurred";

/**
 * Applies one event of POST /api/roundtable/stream to the round being streamed. Our safeguarding reply
 * comes as the synthesis; given on a model moderator's verdict, it follows the educators' inits (naming
 * the connected model) and its done names it: the columns of the answers that never came are dropped,
 * as the stored round has none, and the synthesis is marked as the reply.
 */
export function applyEvent(round: Round, event: StreamEvent): Round {
  const educatorId = Number(event.educatorId);
  const seat = (change: (answer: SeatAnswer) => SeatAnswer): Round => {
    const current = round.answers[educatorId] ?? { text: "", model: null, status: "streaming" };
    return { ...round, answers: { ...round.answers, [educatorId]: change(current) } };
  };
  const model = typeof event.model === "string" ? event.model : null;
  switch (event.type) {
    case "init":
      return seat(() => ({ text: "", model, status: "streaming" }));
    case "chunk":
      return seat((answer) => ({ ...answer, text: answer.text + String(event.content ?? "") }));
    case "complete":
      return seat((answer) => ({ ...answer, status: "complete" }));
    case "synthesis_init": {
      const safeguarding = event.screening === "safeguarding";
      return {
        ...(safeguarding ? withoutUnanswered(round) : round),
        synthesis: { text: "", model, status: "streaming", safeguarding },
      };
    }
    case "synthesis_chunk":
      return round.synthesis
        ? { ...round, synthesis: { ...round.synthesis, text: round.synthesis.text + String(event.content ?? "") } }
        : round;
    case "done": {
      if (!round.synthesis) return round;
      const synthesis = { ...round.synthesis, status: "complete" as const };
      if (!isSafeguardingReply(model)) return { ...round, synthesis };
      return { ...withoutUnanswered(round), synthesis: { ...synthesis, model, safeguarding: true } };
    }
    default:
      return round;
  }
}

/**
 * The roundtable's rounds: each ask streams one round (every educator side by side, then the synthesis)
 * and a follow-up goes to the same roundtable. An error event with an educator id marks that column;
 * one without marks the round. Cancel aborts the request, and with it every educator's answer.
 */
export function useRoundtableStream({ onError }: { onError: (message: string) => void }) {
  const [rounds, setRounds] = useState<Round[]>([]);
  const [streaming, setStreaming] = useState(false);
  const roundtableId = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStreaming(false);
  }, []);

  const load = useCallback(
    (id: number | undefined, loaded: Round[]) => {
      cancel();
      roundtableId.current = id;
      setRounds(loaded);
    },
    [cancel],
  );

  const ask = useCallback(
    async (educatorIds: number[], question: string) => {
      const updateLast = (change: (round: Round) => Round) =>
        setRounds((current) => [...current.slice(0, -1), ...current.slice(-1).map(change)]);
      const abort = new AbortController();
      controller.current?.abort();
      controller.current = abort;
      setStreaming(true);
      setRounds((current) => [...current, { question, answers: {}, synthesis: null }]);
      let failure: string | undefined;
      try {
        const response = await fetch("/api/roundtable/stream", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ educatorIds, question, roundtableId: roundtableId.current }),
          signal: abort.signal,
        });
        if (!response.body) throw new Error(FAILED);
        await readEventStream(response.body, (event) => {
          if (event.type === "init" || event.type === "done") {
            roundtableId.current = Number(event.roundtableId) || roundtableId.current;
          }
          if (event.type === "error") {
            const message = typeof event.message === "string" && event.message ? event.message : FAILED;
            if (event.educatorId === undefined) failure = message;
            updateLast((round) => markError(round, event.educatorId, message));
            return;
          }
          updateLast((round) => applyEvent(round, event));
        });
      } catch {
        if (abort.signal.aborted) return;
        failure = FAILED;
        updateLast((round) => markError(round, undefined, FAILED));
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setStreaming(false);
        }
      }
      if (failure) onError(failure);
    },
    [onError],
  );

  return { rounds, streaming, ask, cancel, load, roundtableId };
}

/** The round without the columns of educators whose answer never came (still streaming). */
function withoutUnanswered(round: Round): Round {
  const answers = Object.fromEntries(
    Object.entries(round.answers).filter(([, answer]) => answer.status !== "streaming"),
  );
  return { ...round, answers };
}

/** An educator's column, or the round's synthesis when no educator is named, ends in an error. */
function markError(round: Round, educatorId: unknown, message: string): Round {
  if (educatorId === undefined) {
    const synthesis = round.synthesis ?? { text: "", model: null, status: "error" as const, safeguarding: false };
    return { ...round, synthesis: { ...synthesis, status: "error", text: synthesis.text || message } };
  }
  const id = Number(educatorId);
  const answer = round.answers[id] ?? { text: "", model: null, status: "error" as const };
  return { ...round, answers: { ...round.answers, [id]: { ...answer, status: "error", message } } };
}
