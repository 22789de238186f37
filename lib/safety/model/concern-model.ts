import { scoreWith } from "./score";
import { deserialiseModel } from "./train";
import stored from "./weights.json";

/**
 * A second, independent reading of a teacher's text: a logistic regression over word and word-piece
 * features, trained (`npm run safety:train`) on the labelled probes of eval/probes that are not held out.
 * The word lists of ../evidence decide what they recognise; this model catches phrasings they have never
 * seen, from what disclosures and ordinary hard-topic questions have in common. It only ever adds
 * caution (the reply or the note, see ./score.ts); it never turns what the word lists read as a
 * disclosure into an answer. Loaded when the server loads the screening step, so a damaged weights file
 * stops the start, not a teacher's question.
 */
const model = deserialiseModel(stored);

/** The probability (0–1) that the text tells of a particular child at risk (see scoreWith). */
export function concernProbability(text: string) {
  return scoreWith(model, text);
}
