import "server-only";
import { CONCERN_CHOICES, CONCERN_PHRASES } from "@/db/data/concern-words";
import type { Concern } from "@/db/data/note-types";
import { escapeRegExp } from "@/lib/text";

/** The concern phrases (db/data/concern-words.ts) as patterns, each with what replaces it before a question is searched. */
export const CONCERN_PATTERNS: readonly [RegExp, string][] = CONCERN_PHRASES.map((entry) =>
  "phrases" in entry
    ? [new RegExp(String.raw`\b(?:${entry.phrases.join("|")})\b`, "gi"), ` ${entry.word} `]
    : [new RegExp(entry.pattern, "gi"), entry.replacement],
);

const choiceNames = Object.entries(CONCERN_CHOICES).map(([concern, label]) => [label, concern as Concern] as const);
const CHOSEN = new RegExp(
  `^\\s*about\\s+(${choiceNames.map(([label]) => escapeRegExp(label)).join("|")}|behaviour)\\s*:\\s*`,
  "i",
);

/** The concern a teacher chose from the choices ("About inclusion: <the question>"), and the question itself. */
export function chosenConcern(text: string): { concern: Concern; question: string } | undefined {
  const found = text.match(CHOSEN);
  if (!found) return undefined;
  const label = (found[1] ?? "").toLowerCase();
  const concern = label === "behaviour" ? "behaviour" : choiceNames.find(([name]) => name === label)?.[1];
  return concern && { concern, question: text.slice(found[0].length).trim() };
}
