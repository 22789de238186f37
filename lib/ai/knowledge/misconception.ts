import type { GradeBand } from "@/db/data/note-types";
import { contentWords, pickBest } from "@/lib/ai/offline/text";
import { type Misconception, mentions, SUBJECT_SCAFFOLDS } from "@/lib/lessons/scaffolds";

/** The scaffolds' bands a teacher's band covers. */
const SCAFFOLD_BANDS = { early: ["early"], primary: ["primary"], secondary: ["lower", "upper"] } as const;
/** Words a belief shares with any question about its subject: they say nothing of which belief it is. */
const PLAIN = new Set(["think", "thinks", "means", "mean", "always", "more", "less", "just", "only", "same"]);

/**
 * A misconception of the lesson scaffolds that the question describes: one of its topic words in the
 * question, and at least three words of its belief ("bigger", "denominator", "fraction"), the most
 * shared winning. Beliefs written for a lesson's topic ("{topic}") are not read.
 */
export function describedMisconception(question: string, band: GradeBand | undefined): Misconception | undefined {
  const asked = contentWords(question);
  const shared = (item: Misconception) =>
    new Set(
      contentWords(item.belief).filter(
        (word) =>
          !PLAIN.has(word) && asked.some((other) => other === word || other === `${word}s` || `${other}s` === word),
      ),
    ).size;
  const candidates = SUBJECT_SCAFFOLDS.flatMap((scaffold) => scaffold.misconceptions).filter(
    (item) =>
      !`${item.belief}${item.truth}${item.address}`.includes("{") &&
      (!band || !item.bands || SCAFFOLD_BANDS[band].some((each) => item.bands?.includes(each))) &&
      item.about.some(
        (word) => mentions(question, word) || (word.length >= 5 && asked.some((other) => other.startsWith(word))),
      ),
  );
  const best = pickBest(candidates, shared, 1)[0];
  return best && shared(best) >= 3 ? best : undefined;
}
