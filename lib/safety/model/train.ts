import { FEATURE_DIMENSIONS, featuresOf } from "./features";

/** A labelled text: does it tell of a particular child who may be at risk? */
export type Example = { text: string; concern: boolean };
export type TrainedModel = { weights: Float64Array; bias: number };

const L2 = 1e-3;
const EPOCHS = 300;
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
    features: [...featuresOf(example.text)],
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

/** The weights as weights.json stores them: float32, base64. */
export function serialiseModel({ weights, bias }: TrainedModel) {
  return { bias, weights: Buffer.from(new Float32Array(weights).buffer).toString("base64") };
}

/** weights.json's form back as a model. */
export function deserialiseModel(stored: { bias: number; weights: string }): TrainedModel {
  const bytes = Buffer.from(stored.weights, "base64");
  const weights = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  if (weights.length !== FEATURE_DIMENSIONS) throw new Error("the concern model's weights do not match its features");
  return { weights: Float64Array.from(weights), bias: stored.bias };
}
