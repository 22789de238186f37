import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { env } from "../env";
import { createOfflineEducatorModel, OFFLINE_MODEL_LABEL } from "./offline/educator-model";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** A model and the name the UI shows for it. */
export type EducatorModel = { model: LanguageModelV4; label: string; offline: boolean };

let chosen: Promise<EducatorModel> | undefined;

/**
 * The one place Lyceum gets its language model: OpenAI (or any OpenAI-compatible server) through the
 * Chat Completions API when OPENAI_API_KEY is set, else the built-in offline educator model.
 */
export function educatorModel(): Promise<EducatorModel> {
  chosen ??= createEducatorModel();
  return chosen;
}

async function createEducatorModel(): Promise<EducatorModel> {
  if (!env.OPENAI_API_KEY) {
    return {
      model: createOfflineEducatorModel({ delayMs: env.OFFLINE_MODEL_DELAY_MS }),
      label: OFFLINE_MODEL_LABEL,
      offline: true,
    };
  }
  const modelId = env.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  // Loaded only when configured, and after env.ts has cleaned the environment it reads.
  const { createOpenAI } = await import("@ai-sdk/openai");
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return { model: provider.chat(modelId), label: modelId, offline: false };
}
