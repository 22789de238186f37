import { DEFINITE_TOPIC_HEADS, TOPIC_NAMES } from "@/db/data/topic-words";

/**
 * The teacher's topic as it reads inside a sentence: "the water cycle", "photosynthesis", "the Cold War",
 * "Macbeth". Only the words of the topic are read, never guessed at: what the topic is about comes from
 * the topic library (see `knowledge.ts`), and a topic it does not have gets an honest frame.
 */

const NAMES = new Set(TOPIC_NAMES);
const DEFINITE_HEADS = new Set(DEFINITE_TOPIC_HEADS);

function withArticle(topic: string) {
  if (/^(?:a|an|the|my|our|your|this|these|how|why|what|when|where)\b/i.test(topic)) return topic;
  const head = (topic.split(/ of /i)[0] ?? "").split(" ").at(-1)?.toLowerCase() ?? "";
  return DEFINITE_HEADS.has(head) ? `the ${topic}` : topic;
}

/** Lower-cases a topic's first word unless the topic is a name ("Ancient Egypt", "Shakespeare's Macbeth"), with "the" where English says it. */
export function inSentence(topic: string) {
  const [first = "", second = "", ...rest] = topic.split(" ");
  if (first === "The" && /^[A-Z]/.test(second)) return ["the", second, ...rest].join(" ");
  const ordinary = /^[A-Z][a-z]+$/.test(first) && !/^[A-Z]/.test(second) && !NAMES.has(first);
  return withArticle(ordinary ? [first.toLowerCase(), second, ...rest].join(" ").trim() : topic);
}

/** A title that only numbers a lesson in a scheme ("Unit 3", "Week 2"): the subtitle is the topic. */
const NUMBERING = /^(?:unit|week|lesson|day|part|module|chapter|term|session|topic)\s*\d+$/i;

/**
 * The topic inside a sentence, a title and subtitle ("Basketball: passing and moving") joined by a dash
 * so that no second colon follows in the sentence, and a title that only numbers the lesson ("Unit 3:
 * Fractions") left out.
 */
export function topicInSentence(topic: string) {
  const typed = topic.trim().replace(/\s+/g, " ");
  const [head = "", ...rest] = typed.split(/:\s+/);
  const tail = rest.join(", ").trim();
  if (!tail) return inSentence(typed);
  if (NUMBERING.test(head.trim())) return inSentence(tail);
  return `${inSentence(head.trim())} — ${tail}`;
}
