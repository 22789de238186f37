import "server-only";
import { NO_TOPIC_WORDS, REQUEST_PATTERNS, type RequestKind, TEXT_WORDS, TOPIC_STOPS } from "@/db/data/requests";

export type { RequestKind };

/** What a thing asked for is "of", "on" or "about": up to five words, the topic, if any. */
const TOPIC = String.raw`(?:\s+(?:of|on|about|for|showing|using|with)\s+(?<topic>(?:(?!\b(?:${TOPIC_STOPS.join("|")})\b)[\w'-]+\s*){1,5}))?`;

/** The ways of asking (db/data/requests.ts), compiled once. */
const PATTERNS = REQUEST_PATTERNS.map(({ kind, pattern }) => ({
  kind,
  pattern: new RegExp(pattern.replaceAll("{texts}", `(?:${TEXT_WORDS.join("|")})`).replaceAll("{topic}", TOPIC), "i"),
}));

const NO_TOPIC = new Set(NO_TOPIC_WORDS);

/** What the teacher asks for that the built-in model cannot make, and the topic it names (if any). */
export function unmetRequest(text: string): { kind: RequestKind; thing?: string; topic?: string } | undefined {
  for (const { kind, pattern } of PATTERNS) {
    const found = text.match(pattern);
    if (!found) continue;
    const words = (found.groups?.topic ?? "")
      .replace(/[?.!,;:]+/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    while (words.length > 0 && NO_TOPIC.has((words[0] ?? "").toLowerCase())) words.shift();
    while (words.length > 0 && NO_TOPIC.has((words.at(-1) ?? "").toLowerCase())) words.pop();
    const topic = words.join(" ");
    const thing = found.groups?.thing?.toLowerCase().replace(/\s+/g, " ");
    return { kind, ...(thing ? { thing } : {}), ...(topic ? { topic } : {}) };
  }
  return undefined;
}
