/** Small, deterministic text tools for the offline educator model. */
import { escapeRegExp, STOP_WORDS } from "@/lib/text";

/** A text with its first letter in capitals: a title, an item of a list. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Lower-case content words of a text. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.content.has(word));
}

/** How strongly `keywords` match `words` (plural and -ing forms count; long stems match by prefix). */
export function relevance(keywords: string[], words: string[]) {
  let score = 0;
  for (const keyword of keywords) {
    const key = keyword.toLowerCase();
    if (words.some((word) => word === key || word === `${key}s` || `${word}s` === key)) score += 2;
    else if (
      key.length >= 5 &&
      words.some((word) => word.length >= 5 && (word.startsWith(key) || key.startsWith(word)))
    )
      score += 1;
  }
  return score;
}

/** How many distinct longer words (5+ letters) two texts share. */
export function overlap(a: string[], b: string[]) {
  const long = new Set(b.filter((word) => word.length >= 5));
  return new Set(a.filter((word) => long.has(word))).size;
}

/** The `count` best items by score; ties keep catalogue order. */
export function pickBest<T>(items: T[], score: (item: T) => number, count: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

/** A stable number for a text, to vary phrasing deterministically. */
export function stableHash(text: string) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function choose<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

/** Splits text into small streaming pieces (a word and its following space). */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/**
 * The sentences of an answer as compared for repetition: headings (a bold line without a full stop)
 * and Markdown marks dropped, lower-cased, and only those of five words or more.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => !/^\*\*[^.!?]*$/.test(line.trim()))
    .join("\n")
    .replace(/\*\*|[*_`>]/g, "")
    .split(/\n+|(?<=[.!?])(?<!\b(?:c|vol|eds)\.)\s+/)
    .map((sentence) =>
      sentence
        .replace(/^\s*[-•]\s*/, "")
        .trim()
        .toLowerCase()
        .replace(/\s+/g, " "),
    )
    .filter((sentence) => sentence.split(" ").length >= 5);
}

/** The number of words of a text. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words that keep their capital inside a sentence: "I", and names and words made from them ("Socratic questioning"). */
const PROPER_FIRST =
  /^(?:I|Socratic|Montessori|Froebel|Fröbel|Waldorf|Reggio|Dalton|Confucian|Platonic|English|Spanish|French|German|Italian)\b/;

/** Lower-cases the first letter, for splicing a sentence into another ("I" and names keep their capital). */
export function lowerFirst(text: string) {
  if (PROPER_FIRST.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a, b and c" (or "or c"). */
export const joinWith = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/**
 * A lesson plan's sentences as compared across topics: the topic's name and numbers masked, headings
 * and short labels (under five words) left out. A sentence two plans share is boilerplate, not teaching.
 */
export function maskedSentences(text: string, topic: string) {
  return text
    .replace(new RegExp(escapeRegExp(topic), "gi"), "TOPIC")
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) =>
      sentence
        .replace(/^\s*([-*]|\d+\.)\s*/, "")
        .replace(/\d+/g, "#")
        .trim()
        .toLowerCase(),
    )
    .filter((sentence) => sentence.split(/\s+/).length >= 5);
}
