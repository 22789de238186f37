import "server-only";
import { HANDOUTS, type Handout, MORE_OF_IT, PUSHBACK } from "@/db/data/follow-ups";
import type { Concern } from "@/db/data/note-types";
import { unmetRequest } from "./requests";

export type { Handout };

const MORE = MORE_OF_IT.map((source) => new RegExp(source, "i"));
const PUSHES = PUSHBACK.map((source) => new RegExp(source, "i"));
const ASKS = HANDOUTS.map((handout) => ({ handout, pattern: new RegExp(handout.asks, "i") }));

/** Whether a follow-up asks for more of what the answer gave: an example, what it looks like, how exactly. */
export const asksForMore = (text: string) => MORE.some((pattern) => pattern.test(text));

/** Whether a follow-up pushes back on what the answer gave: tried it, it does not land, no time for it. */
export const pushesBack = (text: string) => PUSHES.some((pattern) => pattern.test(text));

/** The handout the text asks for that fits the conversation's concern (db/data/follow-ups.ts), if any. */
export const handoutFor = (text: string, concern: Concern): Handout | undefined =>
  ASKS.find(({ handout, pattern }) => pattern.test(text) && (!handout.concerns || handout.concerns.includes(concern)))
    ?.handout;

/**
 * Whether a follow-up asks for more of the answer, or for a thing, without naming what it is of ("Can you
 * give me a concrete example?", "Write me a worksheet for it", "a sentence starter sheet"): it is on the
 * conversation's concern, whatever other words it uses. "An example of group work" names its own.
 */
export const continuesThread = (text: string) => {
  const request = unmetRequest(text);
  if (request?.topic) return false;
  return request !== undefined || asksForMore(text) || ASKS.some(({ pattern }) => pattern.test(text));
};
