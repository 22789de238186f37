import { describe, expect, it } from "vitest";
import { createOfflineEducatorModel } from "./offline/educator-model";
import { forwardModelText } from "./stream-text";

const question = "How do I help a shy pupil speak up in class?";
const slowModel = { model: createOfflineEducatorModel({ delayMs: 20 }), label: "slow", offline: true };
const slowerModel = { ...slowModel, model: createOfflineEducatorModel({ delayMs: 50 }) };
const request = {
  instructions: "persona",
  messages: [{ role: "user" as const, content: question }],
  maxOutputTokens: 900,
  task: { task: "answer" as const, educatorSlug: "john-dewey", question, earlierQuestions: [] },
};

describe("forwarding a model's text", () => {
  it("returns the whole text and sends it as chunks while it arrives", async () => {
    const chunks: string[] = [];
    const fast = { ...slowModel, model: createOfflineEducatorModel({ delayMs: 0 }) };
    const text = await forwardModelText(
      fast,
      request,
      (event) => chunks.push(String(event.content)),
      new AbortController().signal,
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(text);
  });

  it("throws when the model is still writing at the time limit, instead of returning a cut-off text", async () => {
    const chunks: unknown[] = [];
    await expect(
      // Pieces 50 ms apart cannot all arrive within a second however loaded the machine is, and the first
      // one has the whole second to arrive.
      forwardModelText(slowerModel, request, (event) => chunks.push(event), new AbortController().signal, {
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow("did not finish within 1000 ms");
    expect(chunks.length).toBeGreaterThan(0);
  });

  it("returns undefined when the client goes away", async () => {
    const client = new AbortController();
    let received = 0;
    const text = await forwardModelText(
      slowModel,
      request,
      () => {
        received += 1;
        if (received === 3) client.abort();
      },
      client.signal,
    );
    expect(text).toBeUndefined();
    expect(received).toBeLessThan(10);
  });
});
