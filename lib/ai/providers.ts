import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { env } from "@/shared/env";
import type { Generator } from "./tasks";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** The connected model as the settings name it, or undefined when the built-in offline model answers. */
export type ConnectedModelSettings = { modelId: string; apiKey: string; baseURL: string | undefined };

export function connectedModelSettings(): ConnectedModelSettings | undefined {
  if (!env.OPENAI_API_KEY) return undefined;
  return {
    modelId: env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
  };
}

/** The host the connected model is called at: the base URL's host (never its credentials), or OpenAI's. */
export function modelHost(settings: ConnectedModelSettings) {
  return settings.baseURL ? new URL(settings.baseURL).host : "api.openai.com";
}

/** The connected model through the Chat Completions API, which every OpenAI-compatible server speaks. */
export async function connectedModel(settings: ConnectedModelSettings): Promise<LanguageModelV4> {
  // Loaded only when configured, and after env.ts has cleaned the environment it reads.
  const { createOpenAI } = await import("@ai-sdk/openai");
  return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL }).chat(settings.modelId);
}

let chosen: Promise<Generator> | undefined;

/**
 * The one place Lyceum gets its generator: OpenAI (or any OpenAI-compatible server) through the
 * Chat Completions API when OPENAI_API_KEY is set, else the built-in offline model.
 */
export function generator(): Promise<Generator> {
  chosen ??= createGenerator();
  return chosen;
}

// Each generator is loaded only when chosen: a model check (npm run check:model) loads neither.
async function createGenerator(): Promise<Generator> {
  const settings = connectedModelSettings();
  if (!settings) {
    const { createOfflineGenerator } = await import("./offline/generator");
    return createOfflineGenerator({ pace: env.OFFLINE_MODEL_PACE });
  }
  const { createConnectedGenerator } = await import("./connected-generator");
  return createConnectedGenerator(await connectedModel(settings), settings.modelId);
}
