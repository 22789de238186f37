import { normalise } from "../patterns";

/** How many hashed features the concern model has (a power of two). */
export const FEATURE_DIMENSIONS = 1 << 16;

/** FNV-1a, 32 bits: a stable hash for feature names, so training and scoring agree without a vocabulary. */
function hash(text: string) {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0) & (FEATURE_DIMENSIONS - 1);
}

/** The text's words, normalised as every screening pattern reads them. */
export function wordsOf(text: string) {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words (wordsOf) as the concern model reads them: its words, pairs of neighbouring words and four-letter pieces
 * of words (so "bruised", "bruises" and "moretones" share what they share), hashed, counted and scaled to
 * length one, so a long question weighs no more than a short one.
 */
export function featuresOf(words: string[]): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (name: string) => {
    const key = hash(name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  words.forEach((word, index) => {
    add(`w:${word}`);
    if (index > 0) add(`b:${words[index - 1]}_${word}`);
    const padded = `<${word}>`;
    for (let start = 0; start + 4 <= padded.length; start++) add(`c:${padded.slice(start, start + 4)}`);
  });
  let squares = 0;
  for (const count of counts.values()) squares += count * count;
  const length = Math.sqrt(squares) || 1;
  for (const [key, count] of counts) counts.set(key, count / length);
  return counts;
}
