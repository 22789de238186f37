import { afterAll, vi } from "vitest";
import { OPENAI_API_URL } from "@/lib/safety/moderation/openai";
import { startFakeOpenAI } from "./fake-openai";

type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

/**
 * A test file's model connected: a fake OpenAI-compatible server on localhost (startFakeOpenAI), the
 * settings that name it and any others the file needs, and modules reset so that the route handlers the
 * file imports after this (`await import`) read them. The server closes and the settings go after the file.
 */
export function connectFakeOpenAI(model: string, settings: Record<string, string> = {}) {
  return connect(model, settings, (fake) => vi.stubEnv("OPENAI_BASE_URL", fake.baseURL));
}

/**
 * The same, with the model connected as OpenAI itself (no OPENAI_BASE_URL, so OpenAI's moderation
 * endpoint is asked too): api.openai.com cannot be reached from here, so the requests Lyceum sends there
 * go to the fake server, at the same paths.
 */
export function connectFakeAsOpenAI(model: string) {
  return connect(model, {}, (fake) => {
    vi.stubEnv("OPENAI_BASE_URL", undefined);
    const fetchFromHere = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(OPENAI_API_URL)) return fetchFromHere(input, init);
      return fetchFromHere(`${fake.baseURL}${url.slice(OPENAI_API_URL.length)}`, init);
    });
  });
}

async function connect(model: string, settings: Record<string, string>, server: (fake: FakeOpenAI) => void) {
  const fake = await startFakeOpenAI();
  vi.stubEnv("OPENAI_API_KEY", "sk-test-key");
  server(fake);
  vi.stubEnv("OPENAI_MODEL", model);
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  afterAll(async () => {
    await fake.close();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  return fake;
}

/** A value's JSON in pieces of up to 40 characters, as a model streams it. */
export const jsonPieces = (value: unknown) => JSON.stringify(value).match(/[\s\S]{1,40}/g) ?? [];
