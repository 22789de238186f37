import { describe, expect, it } from "vitest";
import { samplePlan } from "@/tests/helpers/sample-plan";
import { streamingModel } from "@/tests/helpers/stream-model";
import { type PartialPlan, PlanRenderer, renderPlan } from "../lessons/render-plan";
import { forwardModelObject, forwardModelText } from "./stream-text";

const words = Array.from({ length: 40 }, (_, index) => `word${index} `);
const request = { instructions: "persona", messages: [{ role: "user" as const, content: "hi" }], maxOutputTokens: 900 };

describe("forwarding a model's text", () => {
  it("returns the whole text and sends it as chunks while it arrives", async () => {
    const chunks: string[] = [];
    const text = await forwardModelText(
      streamingModel(words, 15),
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
      forwardModelText(
        streamingModel(words, 50),
        request,
        (event) => chunks.push(event),
        new AbortController().signal,
        {
          timeoutMs: 1_000,
        },
      ),
    ).rejects.toThrow("did not finish within 1000 ms");
    expect(chunks.length).toBeGreaterThan(0);
  });

  it("returns undefined when the client goes away", async () => {
    const client = new AbortController();
    let received = 0;
    const text = await forwardModelText(
      streamingModel(words, 20),
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
      streamingModel(pieces, 0),
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
      streamingModel(["```json\n", ...pieces, "\n```"], 0),
      request,
      () => "",
      () => {},
      new AbortController().signal,
    );
    expect(fenced?.value).toEqual(plan);
    await expect(
      forwardModelObject(
        streamingModel(['{"title": oops}'], 0),
        request,
        () => "",
        () => {},
        new AbortController().signal,
      ),
    ).rejects.toThrow(SyntaxError);
  });
});
