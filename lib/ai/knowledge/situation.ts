import type { GradeBand } from "@/db/data/note-types";
import { SITUATIONS, type Situation } from "@/db/data/situations";
import { escapeRegExp } from "@/lib/text";

/** A group of phrases as one pattern: whole words, any case, curly apostrophes as straight, a plural "s" or "es" allowed. */
const anyOf = (phrases: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}-])(?:${phrases.map((phrase) => escapeRegExp(phrase).replace(/ /g, "\\s+")).join("|")})(?:e?s)?(?![\\p{L}-])`,
    "iu",
  );

const compiled = SITUATIONS.map((situation) => ({
  situation,
  groups: situation.when.map(anyOf),
  unless: situation.unless && anyOf(situation.unless),
}));

/**
 * The situation a question describes (the first in the list whose every group it matches, at the
 * teacher's age band when one is named, and none about a child when the learners are adults), if any.
 */
export function describedSituation(question: string, band?: GradeBand, adults = false): Situation | undefined {
  const text = question.replace(/[\u2018\u2019]/g, "'");
  return compiled.find(
    ({ situation, groups, unless }) =>
      (!band || !situation.bands || situation.bands.includes(band)) &&
      !(adults && situation.children) &&
      groups.every((group) => group.test(text)) &&
      !unless?.test(text),
  )?.situation;
}
