import "server-only";
import type { Owner } from "@/db/queries/owner";
import { type RoundtableRef, saveSynthesis } from "@/db/queries/roundtables";
import { streamPieces } from "@/lib/text";
import { recordActivity } from "../activity";
import { logError } from "../log";
import { SAFEGUARDING_LABEL } from "../safety/label";
import { safeguardingReply } from "../safety/replies";
import { eventStreamResponse, type StreamEvent } from "../sse";
import type { AfterInit } from "../streams/safeguarding-stream";

/**
 * Answers a roundtable question that may disclose a child at risk: no educator and no model answers.
 * Our written reply streams once, in the synthesis's place (synthesis_init, synthesis_chunk…, done),
 * is stored flagged as the round's synthesis, and counted without its text.
 */
export function streamSafeguardingRoundtable(request: Request, reply: Reply, init: { headers: HeadersInit }) {
  return eventStreamResponse(request, safeguardingRound(reply), init);
}

type Reply = { owner: Owner; roundtable: RoundtableRef; synthesisId: number; question: string; language: string };

/**
 * The safeguarding reply's events, for a stream of its own or in place of a held round (lib/streams/held.ts).
 * In a held round (`afterInit`) the educators' inits already went out, naming the connected model: the
 * reply still comes as the synthesis, and its done names the safeguarding label, for the page to put the
 * reply in the educators' place.
 */
export function safeguardingRound(reply: Reply, { afterInit = false }: AfterInit = {}) {
  const { owner, roundtable, synthesisId, language } = reply;
  const content = safeguardingReply(language);
  return async (send: (event: StreamEvent) => void, signal: AbortSignal) => {
    send({ type: "synthesis_init", synthesisId, model: SAFEGUARDING_LABEL, screening: "safeguarding" });
    try {
      for (const piece of streamPieces(content)) send({ type: "synthesis_chunk", content: piece });
      const model = SAFEGUARDING_LABEL;
      await saveSynthesis({
        id: synthesisId,
        roundtable,
        owner,
        question: reply.question,
        content,
        model,
        screening: "safeguarding",
      });
      const details = { tool: "roundtable", roundtableId: roundtable.id, synthesisId };
      await recordActivity(owner.userId ?? null, "safeguarding_concern", details);
      send({
        type: "done",
        roundtableId: roundtable.id,
        synthesisId,
        ...(afterInit ? { model: SAFEGUARDING_LABEL } : {}),
      });
    } catch (error) {
      if (signal.aborted) return;
      logError("storing a safeguarding reply", error, { roundtableId: roundtable.id, synthesisId });
      send({ type: "error", message: "The educators could not answer just now. Please try again." });
    }
  };
}
