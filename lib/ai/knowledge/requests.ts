import "server-only";
import {
  ASKED_TOPIC_PATTERNS,
  ASKED_TOPIC_STOPS,
  NO_TOPIC_WORDS,
  REQUEST_PATTERNS,
  type RequestKind,
  SUBJECT_WORDS,
  TEXT_WORDS,
  TOPIC_STOPS,
} from "@/db/data/requests";

export type { RequestKind };

/** Up to five words that are no stop word: the topic, if any. */
const topicWords = (stops: readonly string[]) =>
  String.raw`(?<topic>(?:(?!\b(?:${stops.join("|")})\b)[\w'-]+\s*){1,5})`;

/** What a thing asked for is "of", "on" or "about". */
const TOPIC = String.raw`(?:\s+(?:of|on|about|for|showing|using|with)\s+${topicWords(TOPIC_STOPS)})?`;

/** The ways of asking (db/data/requests.ts), compiled once. */
const PATTERNS = REQUEST_PATTERNS.map(({ kind, pattern }) => ({
  kind,
  pattern: new RegExp(pattern.replaceAll("{texts}", `(?:${TEXT_WORDS.join("|")})`).replaceAll("{topic}", TOPIC), "i"),
}));

const NO_TOPIC = new Set(NO_TOPIC_WORDS);

/** The topic's words, without those that name none at either end ("that", "my class"). */
function topicOf(found: RegExpMatchArray) {
  const words = (found.groups?.topic ?? "")
    .replace(/[?.!,;:]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && NO_TOPIC.has((words[0] ?? "").toLowerCase())) words.shift();
  while (words.length > 0 && NO_TOPIC.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  return words.join(" ");
}

/** The ways of naming a question's topic (db/data/requests.ts), compiled once. */
const ASKED_TOPICS = ASKED_TOPIC_PATTERNS.map(
  (pattern) => new RegExp(pattern.replaceAll("{topic}", topicWords([...TOPIC_STOPS, ...ASKED_TOPIC_STOPS])), "i"),
);

const SUBJECT = new Set(SUBJECT_WORDS);

/**
 * The topic a question says it is about ("how do I teach negative numbers…"), if it names one: not a
 * subject or a whole area of it ("teaching reading").
 */
export function askedTopic(text: string): string | undefined {
  for (const pattern of ASKED_TOPICS) {
    const found = text.match(pattern);
    const topic = found ? topicOf(found) : "";
    const names = (word: string) =>
      word !== "" && !SUBJECT.has(word.toLowerCase()) && !NO_TOPIC.has(word.toLowerCase());
    if (topic.split(" ").some(names)) return topic;
  }
  return undefined;
}

/** What the teacher asks for that the built-in model cannot make, and the topic it names (if any). */
export function unmetRequest(text: string): { kind: RequestKind; thing?: string; topic?: string } | undefined {
  for (const { kind, pattern } of PATTERNS) {
    const found = text.match(pattern);
    if (!found) continue;
    const topic = topicOf(found);
    const thing = found.groups?.thing?.toLowerCase().replace(/\s+/g, " ");
    return { kind, ...(thing ? { thing } : {}), ...(topic ? { topic } : {}) };
  }
  return undefined;
}
