import { afterEach, describe, expect, it, vi } from "vitest";

async function loadProviders(variables: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./providers");
}

afterEach(() => vi.unstubAllEnvs());

describe("the model switch", () => {
  it("uses the built-in offline model when no OpenAI key is set", async () => {
    const { generator } = await loadProviders({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
    const { label, offline } = await generator();
    expect(offline).toBe(true);
    expect(label).toBe("Built-in offline model");
  });

  it("uses the configured OpenAI-compatible model when a key is set", async () => {
    const { generator } = await loadProviders({ OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "llama3.1" });
    const { label, offline } = await generator();
    expect(offline).toBe(false);
    expect(label).toBe("llama3.1");
  });

  it("falls back to a sensible default model name, and treats an empty base URL as unset", async () => {
    const { generator, DEFAULT_OPENAI_MODEL } = await loadProviders({
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "",
      OPENAI_BASE_URL: "",
    });
    expect((await generator()).label).toBe(DEFAULT_OPENAI_MODEL);
  });
});
