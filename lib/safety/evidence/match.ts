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

/** A school year written short ("y10", "yr4s", "y6s", "11s") reads as "year 10", and an age ("7yo") as "7 yo", so "#minor" finds them. */
function yearGroup(word: string) {
  const age = /^(\d{1,2})(?:yo|yos|yr|yrs)$/.exec(word);
  if (age) return [age[1] ?? "", "yo"];
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

/** How many letters of a stem ("ensen*") index it: a word shorter than a stem cannot start with it. */
const STEM_KEY = 3;

type CompiledTerm = { term: string; words: string[] };

/**
 * Every term split into its words once, in every language (a teacher may mix them), and indexed by its
 * first word (or the first letters of a stem), so a text is matched only against the terms that can
 * start at one of its words, not against every term.
 */
export function compileTerms(terms: Terms) {
  const list: CompiledTerm[] = Object.values(terms)
    .flat()
    .flatMap((each) => each.split(","))
    .map((term) => term.trim())
    // A term's words are spelled out as a text's are ("pra" is read as "para", "ur" as "your"), or it could never match.
    .map((term) => ({ term, words: term.split(" ").flatMap((word) => (shorthand[word] ?? word).split(" ")) }));
  const byWord = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const anyWord: number[] = [];
  const file = (index: Map<string, number[]>, key: string, at: number) => {
    const bucket = index.get(key);
    if (bucket) bucket.push(at);
    else index.set(key, [at]);
  };
  list.forEach(({ words }, at) => {
    const first = words[0] ?? "";
    if (/^[#+.]/.test(first)) anyWord.push(at);
    else if (!first.endsWith("*")) file(byWord, first, at);
    else if (first.length > STEM_KEY) file(byStem, first.slice(0, STEM_KEY), at);
    else anyWord.push(at);
  });
  return { list, byWord, byStem, anyWord };
}

/** The terms found in the words, in vocabulary order and as written there (so a verdict can say why). */
export function termsIn(compiled: ReturnType<typeof compileTerms>, words: string[]) {
  const candidates = new Set(compiled.anyWord);
  for (const word of words) {
    for (const at of compiled.byWord.get(word) ?? []) candidates.add(at);
    for (const at of compiled.byStem.get(word.slice(0, STEM_KEY)) ?? []) candidates.add(at);
  }
  return [...candidates]
    .sort((a, b) => a - b)
    .flatMap((at) => compiled.list[at] ?? [])
    .filter(({ words: term }) => termMatches(term, words))
    .map(({ term }) => term);
}

/** The words with every occurrence of the given phrases (adjacent words, no stems) taken out. */
export function withoutPhrases(words: string[], phrases: ReturnType<typeof compileTerms>) {
  const kept = [...words];
  for (const { words: phrase } of phrases.list) {
    for (let at = 0; at + phrase.length <= kept.length; at++) {
      if (phrase.every((word, offset) => kept[at + offset] === word)) kept.splice(at, phrase.length);
    }
  }
  return kept;
}
