import { GRADE_BAND_OF, type GradeBand } from "@/db/data/bands";
import { type Misconception, mentions, SUBJECT_SCAFFOLDS } from "@/lib/lessons/scaffolds";
import { contentWords, pickBest } from "@/lib/text";

/** Words a belief shares with any question about its subject: they say nothing of which belief it is. */
const PLAIN = new Set(["think", "thinks", "means", "mean", "always", "more", "less", "just", "only", "same"]);

/** A teacher describing what learners believe: "they think…", "keeps saying that…", "the children say the tall glass has more", "mixes up…". */
const BELIEF_CUE =
  /\b(?:thinks?|thought|believes?|believed|assumes?|reckons?|insists?|convinced|(?:is|are) sure|keeps? saying|kept saying|says? that|said that|(?:children|kids|students|pupils|learners|they|he|she|everyone|most|many|some) (?:say|says|said) (?:that )?[^.?!]*\b(?:more|less|bigger|smaller|longer|shorter|heavier|lighter|taller)\b|mix(?:es)? up|mixed up|confuses?|confused)\b/i;

/**
 * A misconception of the lesson scaffolds that the question describes: the teacher says what learners
 * believe ("they think…"), one of its topic words is in the question, and at least three words of its
 * belief, one of them beyond the topic words ("bigger" beside "denominator" and "fraction"), the most
 * shared winning. Beliefs written for a lesson's topic ("{topic}") are not read.
 */
export function describedMisconception(question: string, band: GradeBand | undefined): Misconception | undefined {
  if (!BELIEF_CUE.test(question)) return undefined;
  const asked = contentWords(question);
  const inQuestion = (word: string) =>
    asked.some((other) => other === word || other === `${word}s` || `${other}s` === word);
  const sharedWords = (item: Misconception) =>
    new Set(contentWords(item.belief).filter((word) => !PLAIN.has(word) && inQuestion(word)));
  const about = (item: Misconception, word: string) =>
    item.about.some((topic) => topic === word || `${topic}s` === word || topic === `${word}s`);
  const shared = (item: Misconception) => {
    const words = [...sharedWords(item)];
    return words.some((word) => !about(item, word)) ? words.length : 0;
  };
  const candidates = SUBJECT_SCAFFOLDS.flatMap((scaffold) => scaffold.misconceptions).filter(
    (item) =>
      !`${item.belief}${item.truth}${item.address}`.includes("{") &&
      (!band || !item.bands || item.bands.some((each) => GRADE_BAND_OF[each] === band)) &&
      item.about.some(
        (word) => mentions(question, word) || (word.length >= 5 && asked.some((other) => other.startsWith(word))),
      ),
  );
  const best = pickBest(candidates, shared, 1)[0];
  return best && shared(best) >= 3 ? best : undefined;
}
