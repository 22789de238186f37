import { normalise } from "../patterns";
import { shorthand } from "./shorthand";
import type { Terms } from "./types";

/** Words allowed between the words of a term, and after a `...` in it ("a burn on his arm ... shaped"); none before a `+word`. */
const maxGap = 3;
const wideGap = 8;

/** The words of a text: normalised, "n't" and shorthand spelled out, apostrophes and hyphens splitting words. */
export function wordsOf(text: string) {
  return normalise(text)
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/n't\b/g, " not")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => (shorthand[word] ?? word).split(" "))
    .flatMap(yearGroup);
}

/** A school year written short ("y10", "yr4s", "y6s", "11s") reads as "year 10", so "#minor" finds it. */
function yearGroup(word: string) {
  const short = /^(?:(y|yr)(\d{1,2})s?|(\d{1,2})s)$/.exec(word);
  if (!short) return [word];
  return short[1] ? ["year", short[2] ?? ""] : [short[3] ?? ""];
}

function wordMatches(pattern: string, word: string) {
  if (pattern === "#minor" || pattern === "#adult") {
    if (!/^\d{1,2}$/.test(word)) return false;
    const age = Number(word);
    return pattern === "#minor" ? age >= 1 && age <= 17 : age >= 18;
  }
  return pattern.endsWith("*") ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** True when the words of `term` appear in order in `words`, each at most `maxGap` words after the last. */
function termMatches(term: string[], words: string[]) {
  const first = term[0] ?? "";
  return words.some((word, start) => wordMatches(first, word) && restMatches(term, 1, words, start + 1));
}

function restMatches(term: string[], index: number, words: string[], from: number): boolean {
  if (index === term.length) return true;
  const wide = term[index] === "...";
  if (wide) index++;
  const written = term[index] ?? "";
  const adjacent = written.startsWith("+");
  const pattern = adjacent ? written.slice(1) : written;
  const gap = wide ? wideGap : adjacent ? 0 : maxGap;
  for (let at = from; at < Math.min(words.length, from + gap + 1); at++) {
    if (wordMatches(pattern, words[at] ?? "") && restMatches(term, index + 1, words, at + 1)) return true;
  }
  return false;
}

/** Splits every term into its words once, in every language (a teacher may mix them). */
export function compileTerms(terms: Terms) {
  return Object.values(terms)
    .flat()
    .flatMap((list) => list.split(","))
    .map((term) => term.trim())
    .map((term) => ({ term, words: term.split(" ") }));
}

/** The terms found in the words, as written in the vocabulary (so a verdict can say why). */
export function termsIn(compiled: ReturnType<typeof compileTerms>, words: string[]) {
  return compiled.filter(({ words: term }) => termMatches(term, words)).map(({ term }) => term);
}

/** The words with every occurrence of the given phrases (adjacent words, no stems) taken out. */
export function withoutPhrases(words: string[], phrases: ReturnType<typeof compileTerms>) {
  const kept = [...words];
  for (const { words: phrase } of phrases) {
    for (let at = 0; at + phrase.length <= kept.length; at++) {
      if (phrase.every((word, offset) => kept[at + offset] === word)) kept.splice(at, phrase.length);
    }
  }
  return kept;
}
