import { featuresOf } from "./features";
import { deserialiseModel, probabilityOf, type TrainedModel } from "./train";
import stored from "./weights.json";

/**
 * A second, independent reading of a teacher's text: a logistic regression over word and word-piece
 * features, trained (`npm run safety:train`) on the labelled probes of eval/probes that are not held out.
 * The word lists of ../evidence decide what they recognise; this model catches phrasings they have never
 * seen, from what disclosures and ordinary hard-topic questions have in common. It only ever adds
 * caution (the reply or the note); it never turns what the word lists read as a disclosure into an answer.
 */

/**
 * At or above this probability the answer opens with the safeguarding note. Chosen by the training
 * script's leave-one-set-out validation: 91.5 % of disclosures, 6.4 % of ordinary hard-topic questions.
 */
export const NOTE_AT = 0.5;
/**
 * At or above this, beside a sign of harm the word lists found, the safeguarding reply instead of an
 * answer: the lowest threshold at which the leave-one-set-out validation flags at most 1 % of ordinary
 * hard-topic questions on the score alone (0.7 %, 2 of 283; 61.3 % of disclosures). A score alone, with
 * no sign of harm ("she misses her mum, away on a work trip"), gets the note at most.
 */
export const REPLY_AT = 0.65;

/**
 * Shorter texts are left to the word lists: a follow-up such as "And with teenagers?" has too few words
 * for the model to weigh (it scored near 0.5), and no labelled disclosure is this short.
 */
export const MIN_WORDS = 8;

let model: TrainedModel | undefined;

/** The probability (0–1) that the text tells of a particular child at risk; 0 below MIN_WORDS words. */
export function concernProbability(text: string) {
  if ((text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < MIN_WORDS) return 0;
  model ??= deserialiseModel(stored);
  return probabilityOf(model, featuresOf(text));
}
