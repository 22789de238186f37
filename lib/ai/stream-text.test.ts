import { describe, expect, it } from "vitest";
import { createOfflineEducatorModel } from "./offline/educator-model";
import { forwardModelText } from "./stream-text";

const question = "How do I help a shy pupil speak up in class?";
const slowModel = { model: createOfflineEducatorModel({ delayMs: 20 }), label: "slow", offline: true };
const request = {
  instructions: "persona",
  messages: [{ role: "user" as const, content: question }],
  maxOutputTokens: 900,
  task: { task: "answer" as const, educatorSlug: "john-dewey", question, earlierQuestions: [] },
};

describe("forwarding a model's text", () => {
  it("returns the whole text and sends every piece as a chunk", async () => {
    const chunks: string[] = [];
    const fast = { ...slowModel, model: createOfflineEducatorModel({ delayMs: 0 }) };
    const text = await forwardModelText(
      fast,
      request,
      (event) => chunks.push(String(event.content)),
      new AbortController().signal,
    );
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.join("")).toBe(text);
  });

  it("throws when the model is still writing at the time limit, instead of returning a cut-off text", async () => {
    const chunks: unknown[] = [];
    await expect(
      forwardModelText(slowModel, request, (event) => chunks.push(event), new AbortController().signal, {
        timeoutMs: 150,
      }),
    ).rejects.toThrow("did not finish within 150 ms");
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
