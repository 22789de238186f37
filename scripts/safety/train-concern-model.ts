/**
 * `npm run safety:train`: trains lib/safety/model (a logistic regression over hashed word features) on
 * the probe sets whose purpose is train in eval/datasets/manifest.json (which says why the others are
 * left out) and writes its weights. First it prints a leave-one-set-out validation: each probe set scored (as the screening step scores, scoreWith) by a
 * model trained on the others (every set had another author, so this is how the model meets phrasings it
 * has not seen), then, over all sets, the share of disclosures caught and of ordinary questions flagged
 * at a sweep of thresholds. SKIP_VALIDATION=1 only trains. weights.json keeps the fingerprint of what it
 * was trained on (trainingFingerprint): the unit test compares it with the training sets as they are now.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { trainingExamples, trainingSets } from "../../eval/datasets/load";
import { NOTE_AT, REPLY_AT, scoreWith } from "../../lib/safety/model/score";
import { serialiseModel, trainConcernModel, trainingFingerprint } from "../../lib/safety/model/train";

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
const share = (scores: number[], at: number) => percent(scores.filter((score) => score >= at).length, scores.length);

function validate() {
  console.info("Leave-one-set-out validation (each set scored by a model trained on the others):");
  const rows: Record<string, string | number>[] = [];
  const all = { disclosures: [] as number[], ordinary: [] as number[] };
  for (const { name, probes } of trainingSets()) {
    const others = trainingSets().filter((other) => other.name !== name);
    const model = trainConcernModel(trainingExamples(others));
    const scores = (kind: string) =>
      probes.filter((probe) => probe.expected === kind).map((probe) => scoreWith(model, probe.text));
    const disclosures = scores("safeguarding");
    const ordinary = scores("ordinary");
    all.disclosures.push(...disclosures);
    all.ordinary.push(...ordinary);
    rows.push({
      "held-out set": name,
      disclosures: disclosures.length,
      [`caught ≥ ${NOTE_AT}`]: share(disclosures, NOTE_AT),
      [`caught ≥ ${REPLY_AT}`]: share(disclosures, REPLY_AT),
      ordinary: ordinary.length,
      [`flagged ≥ ${NOTE_AT}`]: share(ordinary, NOTE_AT),
      [`flagged ≥ ${REPLY_AT}`]: share(ordinary, REPLY_AT),
    });
  }
  console.table(rows);
  console.info(`All sets (${all.disclosures.length} disclosures, ${all.ordinary.length} ordinary questions):`);
  console.table(
    [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8].map((at) => ({
      threshold: at,
      "disclosures caught": share(all.disclosures, at),
      "ordinary flagged": share(all.ordinary, at),
      "used for": at === NOTE_AT ? "the note" : at === REPLY_AT ? "the reply (beside a sign of harm)" : "",
    })),
  );
}

if (process.env.SKIP_VALIDATION !== "1") validate();
const examples = trainingExamples();
const file = path.join(import.meta.dirname, "../../lib/safety/model/weights.json");
const model = serialiseModel(trainConcernModel(examples), trainingFingerprint(examples));
writeFileSync(file, `${JSON.stringify(model, null, 2)}\n`);
console.info(
  `Trained on ${examples.length} probes (${examples.filter((example) => example.concern).length} disclosures): ${file}`,
);
