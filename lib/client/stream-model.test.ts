import { describe, expect, it } from "vitest";
import type { Round } from "@/lib/roundtable/rounds";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import type { StreamEvent } from "@/lib/sse";
import { streamedModel, usesTrialPlan } from "./stream-model";
import { applyEvent } from "./use-roundtable-stream";

/** Who wrote a stream, event by event, as the answer and lesson pages read it. */
const writer = (events: StreamEvent[]) => events.reduce<string | null>(streamedModel, null);

describe("who wrote what a stream sent", () => {
  it("is the model init names, when the closing event names none", () => {
    expect(
      writer([
        { type: "init", messageId: 1, model: "gpt-4o" },
        { type: "chunk", content: "An answer." },
        { type: "complete", messageId: 1 },
      ]),
    ).toBe("gpt-4o");
  });

  it("is the safeguarding label when the closing event names it after a model moderator's verdict", () => {
    const events = [
      { type: "init", lessonPlanId: 2, model: "gpt-4o" },
      { type: "chunk", content: "The reply." },
      { type: "done", lessonPlanId: 2, model: SAFEGUARDING_LABEL },
    ];
    expect(writer(events)).toBe(SAFEGUARDING_LABEL);
    expect(usesTrialPlan(writer(events))).toBe(false);
  });

  it("is the safeguarding label init names when the local screen answered, as before", () => {
    const events = [
      { type: "init", lessonPlanId: 3, model: SAFEGUARDING_LABEL },
      { type: "done", lessonPlanId: 3 },
    ];
    expect(writer(events)).toBe(SAFEGUARDING_LABEL);
    expect(usesTrialPlan(writer(events))).toBe(false);
  });

  it("counts a trial plan for any model's plan, or one whose model is unknown", () => {
    expect(usesTrialPlan("gpt-4o")).toBe(true);
    expect(usesTrialPlan(null)).toBe(true);
  });
});

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
