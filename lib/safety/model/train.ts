import { createHash } from "node:crypto";
import { FEATURE_DIMENSIONS, featuresOf, wordsOf } from "./features";

/** A labelled text: does it tell of a particular child who may be at risk? */
export type Example = { text: string; concern: boolean };
export type TrainedModel = { weights: Float64Array; bias: number };

// Trained closer to convergence with a stronger penalty than at first (300 epochs, 1e-3): on the same
// eleven probe sets, leave-one-set-out validation caught 59.5 % of disclosures at REPLY_AT, not 56.4 %,
// and flagged 4 ordinary questions of 386, not 5.
const L2 = 1.5e-3;
const EPOCHS = 1000;
const STEP = 2;

type Encoded = { features: [number, number][]; target: number };

/** The logistic function of the weighted features. */
export function probabilityOf({ weights, bias }: TrainedModel, features: Iterable<[number, number]>) {
  let sum = bias;
  for (const [key, value] of features) sum += (weights[key] ?? 0) * value;
  return 1 / (1 + Math.exp(-sum));
}

/**
 * Logistic regression by full-batch gradient descent with an L2 penalty, over featuresOf's hashed
 * features. Deterministic: the same examples in the same order give the same weights.
 */
export function trainConcernModel(examples: Example[]): TrainedModel {
  const encoded: Encoded[] = examples.map((example) => ({
    features: [...featuresOf(wordsOf(example.text))],
    target: example.concern ? 1 : 0,
  }));
  const model: TrainedModel = { weights: new Float64Array(FEATURE_DIMENSIONS), bias: 0 };
  const gradient = new Float64Array(FEATURE_DIMENSIONS);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (const { features, target } of encoded) {
      const error = probabilityOf(model, features) - target;
      for (const [key, value] of features) gradient[key] = (gradient[key] ?? 0) + error * value;
      biasGradient += error;
    }
    const { weights } = model;
    for (let key = 0; key < FEATURE_DIMENSIONS; key++) {
      weights[key] = (weights[key] ?? 0) - STEP * ((gradient[key] ?? 0) / encoded.length + L2 * (weights[key] ?? 0));
    }
    model.bias -= (STEP * biasGradient) / encoded.length;
  }
  return model;
}

/**
 * What training reads, as a SHA-256: its settings and every example as the features it is encoded to and
 * its label, in order. weights.json keeps the fingerprint of what it was trained on, so a test can tell
 * stale weights (the probes, the features or the settings changed since) without training again.
 */
export function trainingFingerprint(examples: Example[]) {
  const hash = createHash("sha256").update(JSON.stringify({ L2, EPOCHS, STEP, FEATURE_DIMENSIONS }));
  for (const { text, concern } of examples) {
    hash.update(`${concern ? 1 : 0} ${JSON.stringify([...featuresOf(wordsOf(text))])}\n`);
  }
  return hash.digest("hex");
}

/** The weights as weights.json stores them: float32, little-endian, base64, after the fingerprint of what they were trained on. */
export function serialiseModel({ weights, bias }: TrainedModel, trainedOn: string) {
  const bytes = new DataView(new ArrayBuffer(weights.length * 4));
  for (const [index, weight] of weights.entries()) bytes.setFloat32(index * 4, weight, true);
  return { trainedOn, bias, weights: Buffer.from(bytes.buffer).toString("base64") };
}

/** weights.json's form back as a model; throws on anything that is not a whole, finite model. */
export function deserialiseModel(stored: { bias: unknown; weights: unknown }): TrainedModel {
  const bytes = typeof stored.weights === "string" ? Buffer.from(stored.weights, "base64") : Buffer.alloc(0);
  if (bytes.length !== FEATURE_DIMENSIONS * 4 || typeof stored.bias !== "number" || !Number.isFinite(stored.bias)) {
    throw new Error("the concern model's weights.json is not a model of this feature set: run npm run safety:train");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weights = Float64Array.from({ length: FEATURE_DIMENSIONS }, (_, index) => view.getFloat32(index * 4, true));
  if (!weights.every(Number.isFinite))
    throw new Error("the concern model's weights.json holds a weight that is not a number");
  return { weights, bias: stored.bias };
}
