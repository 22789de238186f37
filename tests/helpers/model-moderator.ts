import { expect } from "vitest";
import type { StreamEvent } from "@/lib/sse";
import { readTimedEvents } from "./events";
import type { FakeBehaviour, startFakeOpenAI } from "./fake-openai";

// The moderation tests' setup (chat, roundtable, plans): the verdicts the fake model moderator gives, an answer
// it can cut off, and the check that a stream's inits go out before the model is asked anything.
type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

export const ORDINARY_VERDICT = {
  kind: "verdict",
  verdict: { kind: "ordinary", severity: "none", language: "en" },
} as const;
export const SAFEGUARDING_VERDICT = {
  kind: "verdict",
  verdict: { kind: "safeguarding", severity: "high", language: "en" },
} as const;

/** An answer long enough (60 pieces, 30 ms apart) for a verdict given after 200 ms to cut it off. */
export const LONG_ANSWER: FakeBehaviour = {
  kind: "answer",
  pieces: Array.from({ length: 60 }, (_, index) => `word${index} `),
  gapMs: 30,
};

/** Forgets the requests the fake server received, the answers' and the moderator's, for the next test. */
export function forgetRequests(fake: FakeOpenAI) {
  fake.requests.length = 0;
  fake.moderationRequests.length = 0;
  fake.endpointRequests.length = 0;
}

/**
 * A stream's events, after checking that its first `inits` events are inits, read before the fake server
 * received any request (the answers' and the moderator's one): the page learns the stream's ids first.
 */
export async function initsBeforeModel(fake: FakeOpenAI, response: Response, inits = 1): Promise<StreamEvent[]> {
  const timed = await readTimedEvents(response);
  const first = timed.slice(0, inits);
  expect(first.map(({ event }) => event.type)).toEqual(Array(inits).fill("init"));
  expect(fake.moderationRequests).toHaveLength(1);
  const received = [...fake.requests, ...fake.moderationRequests].map((request) => request.at);
  for (const at of received) for (const init of first) expect(init.at).toBeLessThan(at);
  return timed.map(({ event }) => event);
}
