import { describe, expect, it } from "vitest";
import type { ModerationVerdict } from "../safety/moderation/types";
import type { StreamEvent } from "../sse";
import { holdUntilModerated } from "./held";

const verdict = (kind: ModerationVerdict["kind"]): ModerationVerdict => ({
  kind,
  severity: kind === "ordinary" ? "none" : "high",
  language: "en",
  moderator: "model",
});

/** Runs a held stream whose verdict comes when `decide` is called; `log` says what happened in which order. */
function heldStream(kind: ModerationVerdict["kind"]) {
  const log: string[] = [];
  /** Whether the answer's signal (its model request's) was aborted once the verdict came. */
  const answer = { aborted: false };
  let decide = () => {};
  const sent: StreamEvent[] = [];
  const send = (event: StreamEvent) => {
    sent.push(event);
    log.push(`sent ${event.type}`);
  };
  const done = holdUntilModerated(send, new AbortController().signal, {
    init: [{ type: "init", messageId: 7, model: "fake-model" }],
    verdict: () => {
      log.push("moderator called");
      return new Promise((resolve) => {
        decide = () => resolve(verdict(kind));
      });
    },
    answer: async (sendAnswer, signal, decided) => {
      log.push("model called");
      sendAnswer({ type: "chunk", content: "The answer." });
      await decided;
      answer.aborted = signal.aborted;
      sendAnswer({ type: "complete", messageId: 7 });
    },
    safeguarding: async (sendReply) => {
      sendReply({ type: "chunk", content: "The reply." });
      sendReply({ type: "complete", messageId: 7, model: "Lyceum safeguarding guidance" });
    },
  });
  return { log, sent, answer, decide: () => decide(), done };
}

describe("a stream held until the moderator's verdict", () => {
  it("sends init before the moderator and the model are called, and holds the rest", async () => {
    const { log, sent, answer, decide, done } = heldStream("safeguarding");
    expect(log).toEqual(["sent init", "moderator called", "model called"]);
    await Promise.resolve();
    expect(sent.map((event) => event.type)).toEqual(["init"]);
    decide();
    await done;
    // The answer's model request is aborted, and what the answer sent is dropped; the reply follows the one init, and its closing event names it.
    expect(sent).toEqual([
      { type: "init", messageId: 7, model: "fake-model" },
      { type: "chunk", content: "The reply." },
      { type: "complete", messageId: 7, model: "Lyceum safeguarding guidance" },
    ]);
    expect(answer.aborted).toBe(true);
  });

  it("releases the held events after the init on an ordinary verdict", async () => {
    const { sent, answer, decide, done } = heldStream("ordinary");
    await Promise.resolve();
    expect(sent.map((event) => event.type)).toEqual(["init"]);
    decide();
    await done;
    expect(sent.map((event) => event.type)).toEqual(["init", "chunk", "complete"]);
    expect(answer.aborted).toBe(false);
  });
});
