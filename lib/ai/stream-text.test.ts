import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { samplePlan } from "@/tests/helpers/sample-plan";
import { type PartialPlan, PlanRenderer, renderPlan } from "../lessons/render-plan";
import { forwardModelObject, forwardModelText } from "./stream-text";

/** A model that streams `pieces` `gapMs` apart, then finishes with `stop`. */
function pacedModel(pieces: string[], gapMs: number) {
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...pieces.map((delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "t", delta })),
    { type: "text-end", id: "t" },
    {
      type: "finish",
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: pieces.length, text: pieces.length, reasoning: 0 },
      },
    },
  ];
  return new MockLanguageModelV4({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: gapMs }) }),
  });
}

const words = Array.from({ length: 40 }, (_, index) => `word${index} `);
const request = { instructions: "persona", messages: [{ role: "user" as const, content: "hi" }], maxOutputTokens: 900 };

describe("forwarding a model's text", () => {
  it("returns the whole text and sends it as chunks while it arrives", async () => {
    const chunks: string[] = [];
    const text = await forwardModelText(
      pacedModel(words, 15),
      request,
      (event) => chunks.push(String(event.content)),
      new AbortController().signal,
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(text);
    expect(text).toBe(words.join(""));
  });

  it("throws when the model is still writing at the time limit, instead of returning a cut-off text", async () => {
    const chunks: unknown[] = [];
    await expect(
      // Pieces 50 ms apart cannot all arrive within a second however loaded the machine is, and the first
      // one has the whole second to arrive.
      forwardModelText(pacedModel(words, 50), request, (event) => chunks.push(event), new AbortController().signal, {
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow("did not finish within 1000 ms");
    expect(chunks.length).toBeGreaterThan(0);
  });

  it("returns undefined when the client goes away", async () => {
    const client = new AbortController();
    let received = 0;
    const text = await forwardModelText(
      pacedModel(words, 20),
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

describe("forwarding a model's JSON plan", () => {
  const plan = samplePlan();
  const json = JSON.stringify(plan);
  const pieces = json.match(/[\s\S]{1,7}/g) ?? [];

  it("streams the plan's Markdown as it becomes final, every chunk extending a prefix of the whole", async () => {
    const renderer = new PlanRenderer();
    const chunks: string[] = [];
    const whole = renderPlan(plan);
    const answer = await forwardModelObject(
      pacedModel(pieces, 0),
      request,
      (partial, isClosed) => renderer.advance((partial ?? {}) as PartialPlan, isClosed),
      (event) => {
        chunks.push(String(event.content));
        expect(whole.startsWith(chunks.join(""))).toBe(true);
      },
      new AbortController().signal,
    );
    expect(answer?.value).toEqual(plan);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(whole);
  });

  it("skips a code fence around the JSON, and throws on an answer that is not JSON", async () => {
    const fenced = await forwardModelObject(
      pacedModel(["```json\n", ...pieces, "\n```"], 0),
      request,
      () => "",
      () => {},
      new AbortController().signal,
    );
    expect(fenced?.value).toEqual(plan);
    await expect(
      forwardModelObject(
        pacedModel(['{"title": oops}'], 0),
        request,
        () => "",
        () => {},
        new AbortController().signal,
      ),
    ).rejects.toThrow(SyntaxError);
  });
});
