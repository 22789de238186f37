import type { Verdict } from "./types";

/**
 * Opens an answer to a question the screening step read as a possible concern (a particular child and a
 * weaker sign of harm): Lyceum's words, not the educator's, so it stays out of the persona. A blockquote,
 * like the language notice, so it reads as set apart from the answer.
 */
export const possibleConcernNote =
  "> **Safeguarding note from Lyceum (not the educator):** if anything here suggests a child may be at risk, do not investigate or promise to keep it secret; write down what the child said, in their words, and tell your designated safeguarding lead today. If a child is in immediate danger, call the emergency number now.";

/** The note and the break after it, when the verdict asks for it; empty otherwise. */
export function concernNoteFor(verdict: Verdict | undefined) {
  return verdict?.possibleConcern ? `${possibleConcernNote}\n\n` : "";
}
