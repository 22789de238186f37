import { describe, expect, it } from "vitest";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import type { StreamEvent } from "@/lib/sse";
import { streamedModel, usesTrialPlan } from "./stream-model";

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
