import { describe, expect, it } from "vitest";
import type { Round } from "@/lib/roundtable/rounds";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import type { StreamEvent } from "@/lib/sse";
import { applyEvent } from "./use-roundtable-stream";

describe("a roundtable round as its events arrive", () => {
  const round = (events: StreamEvent[]) =>
    events.reduce<Round>(applyEvent, { question: "How?", answers: {}, synthesis: null });
  const init = (educatorId: number) => ({ type: "init", educatorId, messageId: educatorId, model: "gpt-4o" });

  it("gives the safeguarding reply in the educators' place after their inits, named by its done", () => {
    const streamed = round([
      init(1),
      init(3),
      { type: "synthesis_init", synthesisId: 9, model: SAFEGUARDING_LABEL, screening: "safeguarding" },
      { type: "synthesis_chunk", content: "The reply." },
      { type: "done", roundtableId: 4, synthesisId: 9, model: SAFEGUARDING_LABEL },
    ]);
    expect(streamed).toEqual({
      question: "How?",
      answers: {},
      synthesis: { text: "The reply.", model: SAFEGUARDING_LABEL, status: "complete", safeguarding: true },
    });
  });

  it("keeps the educators' answers and the synthesis of an ordinary round", () => {
    const streamed = round([
      init(1),
      { type: "chunk", educatorId: 1, content: "Mine." },
      { type: "complete", educatorId: 1 },
      { type: "synthesis_init", synthesisId: 9, model: "gpt-4o" },
      { type: "synthesis_chunk", content: "Both." },
      { type: "done", roundtableId: 4, synthesisId: 9 },
    ]);
    expect(streamed.answers).toEqual({ 1: { text: "Mine.", model: "gpt-4o", status: "complete" } });
    expect(streamed.synthesis).toEqual({ text: "Both.", model: "gpt-4o", status: "complete", safeguarding: false });
  });
});
