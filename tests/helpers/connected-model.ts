import { afterAll, vi } from "vitest";
import { startFakeOpenAI } from "./fake-openai";

/**
 * A test file's model connected: a fake OpenAI-compatible server on localhost (startFakeOpenAI), the
 * settings that name it and any others the file needs, and modules reset so that the route handlers the
 * file imports after this (`await import`) read them. The server closes and the settings go after the file.
 */
export async function connectFakeOpenAI(model: string, settings: Record<string, string> = {}) {
  const fake = await startFakeOpenAI();
  vi.stubEnv("OPENAI_API_KEY", "sk-test-key");
  vi.stubEnv("OPENAI_BASE_URL", fake.baseURL);
  vi.stubEnv("OPENAI_MODEL", model);
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  afterAll(async () => {
    await fake.close();
    vi.unstubAllEnvs();
  });
  return fake;
}

/** A value's JSON in pieces of up to 40 characters, as a model streams it. */
export const jsonPieces = (value: unknown) => JSON.stringify(value).match(/[\s\S]{1,40}/g) ?? [];
