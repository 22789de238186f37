import type { PatternsByLanguage } from "./types";

/** Lower case, accents removed, ligatures and ß spelled out, curly quotes straightened: the form every screening pattern reads. */
export function normalise(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "Oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase()
    .replace(/[ \t]+/g, " ");
}

/** Compiles the patterns of every language, expanding `{term}` placeholders first. */
export function compilePatterns(byLanguage: PatternsByLanguage, terms: Record<string, string> = {}) {
  return Object.values(byLanguage)
    .flat()
    .map(
      (source) =>
        new RegExp(
          source.replace(/\{(\w+)\}/g, (whole, name: string) => terms[name] ?? whole),
          "m",
        ),
    );
}

/** True when any of the patterns matches the (normalised) text. */
export function matchesAny(patterns: RegExp[], text: string) {
  return patterns.some((pattern) => pattern.test(text));
}
