import "server-only";
import { env } from "../env";
import { createConnectedGenerator } from "./connected-generator";
import { createOfflineGenerator } from "./offline/generator";
import type { Generator } from "./tasks";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

let chosen: Promise<Generator> | undefined;

/**
 * The one place Lyceum gets its generator: OpenAI (or any OpenAI-compatible server) through the
 * Chat Completions API when OPENAI_API_KEY is set, else the built-in offline model.
 */
export function generator(): Promise<Generator> {
  chosen ??= createGenerator();
  return chosen;
}

async function createGenerator(): Promise<Generator> {
  if (!env.OPENAI_API_KEY) return createOfflineGenerator({ pace: env.OFFLINE_MODEL_PACE });
  const modelId = env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  // Loaded only when configured, and after env.ts has cleaned the environment it reads.
  const { createOpenAI } = await import("@ai-sdk/openai");
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return createConnectedGenerator(provider.chat(modelId), modelId);
}
