import { featuresOf, wordsOf } from "./features";
import { probabilityOf, type TrainedModel } from "./train";

/**
 * At or above this probability, beside a sign of harm the word lists found, the answer opens with the
 * safeguarding note: in the training script's leave-one-set-out validation (`npm run safety:train`),
 * 89.9 % of disclosures and 6.5 % of ordinary hard-topic questions.
 */
export const NOTE_AT = 0.5;
/**
 * With no sign of harm the word lists know, a particular child told of (what they said or showed, or
 * "one of my", asked neither as a matter for class nor after what a doctor has seen to) gets the note at
 * this score, and any other child named at NOTE_CHILD_AT. At 0.5 for both, the note opened 209 of the
 * 2,813 ordinary questions of every set in eval/ (7.4 %; 71 of the twentieth set's 150 everyday pastoral
 * questions), for the model scores any child's worry high. Chosen on the sets that are not blind (their
 * 2,303 ordinary questions and the disclosures the reply misses): the pair that leaves the note on the
 * most missed disclosures while opening at most 2 % of ordinary questions; the word lists' own possible
 * concern (../evidence/decide.ts `mayConcern`) and a sign of harm at NOTE_AT keep theirs. Over every set,
 * 42 ordinary questions of 2,813 (1.5 %), and the note still reaches 29 of the 49 blind disclosures the
 * reply misses (it reached all 49 before). The reply, and so strict recall, is unchanged.
 */
export const NOTE_TOLD_AT = 0.6;
export const NOTE_CHILD_AT = 0.75;
/**
 * At or above this, beside a sign of harm the word lists found, the safeguarding reply instead of an
 * answer: the lowest threshold at which that validation flags about 1 % of ordinary hard-topic
 * questions on the score alone (1.0 %, 4 of 386, catching 59.5 % of disclosures; the eighth set's family
 * news, a parent away or remarrying, is what the model still scores high). A score with no sign of harm
 * ("she misses her dad, away on a work trip") gets the note at most.
 */
export const REPLY_AT = 0.65;
/**
 * The same, when a question (not a lesson brief, whose child may be a role-play's) also names a child ("a Year 9 girl", "one of my pupils"): a sign of
 * harm, a child and a score this high together are a concern told, not a topic. Over every probe set not
 * held out as blind, it gave the reply to 7 more disclosures (cuts seen on a pupil's forearm, a boy who
 * "works for" the older boys waiting on scooters) and to 2 ordinary questions of 982 more.
 */
export const REPLY_ABOUT_CHILD_AT = 0.55;
/**
 * The same with no sign of harm the word lists know, when a question tells of a particular child (what
 * they said or showed, or "one of my"), and asks neither how to teach, nor for ideas or advice for class
 * ("what would you do?"), nor after what a doctor has seen to or an ordinary cause explains, and calls
 * nothing a joke: "she let slip there's a wedding planned and thinks it might be hers". Chosen on two sets
 * written fresh for it: at 0.6 it gave the reply to 7 more of the fifteenth set's 120 disclosures and to
 * none of its ordinary questions, but to 15 of the twentieth set's 150 everyday pastoral questions (a
 * friendship fallout, exam nerves, a new baby at home), for the model scores any child's worry high; at
 * 0.7, with the asks and causes above, to none of them (the one of the 150 still given the reply, a girl
 * tired after an auntie's wedding, gets it beside a sign of harm, the rule above). Over the other development sets, it gives the
 * reply to 7 disclosures the word lists miss, and to no ordinary question.
 */
export const REPLY_TOLD_AT = 0.7;
/**
 * Shorter texts are left to the word lists: a follow-up such as "And with teenagers?" has too few words
 * for the model to weigh (it scored near 0.5), and no labelled disclosure is this short.
 */
export const MIN_WORDS = 8;

/** The probability (0–1) that the text tells of a particular child at risk; 0 below MIN_WORDS words. */
export function scoreWith(model: TrainedModel, text: string) {
  const words = wordsOf(text);
  return words.length < MIN_WORDS ? 0 : probabilityOf(model, featuresOf(words));
}
