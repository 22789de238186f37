import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { envSchema } from "./env";

describe("settings", () => {
  it("treats an empty value as unset, so the default holds", () => {
    const parsed = envSchema.parse({ OFFLINE_MODEL_PACE: "", DATABASE_URL: " ", PORT: "" });
    expect(parsed.OFFLINE_MODEL_PACE).toBe(1);
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.PORT).toBeUndefined();
  });

  it("reads a number that is set, including 0", () => {
    expect(envSchema.parse({ OFFLINE_MODEL_PACE: "0" }).OFFLINE_MODEL_PACE).toBe(0);
    expect(envSchema.parse({ OFFLINE_MODEL_PACE: "0.5" }).OFFLINE_MODEL_PACE).toBe(0.5);
    expect(() => envSchema.parse({ OFFLINE_MODEL_PACE: "soon" })).toThrow();
  });

  it.each([
    [
      "a base URL that is not an address",
      { OPENAI_API_KEY: "ollama", OPENAI_BASE_URL: "localhost:11434/v1" },
      "Lyceum cannot start: OPENAI_BASE_URL: is not an http(s) address such as http://127.0.0.1:11434/v1.",
    ],
    [
      "a model named without a key",
      { OPENAI_MODEL: "llama3.1" },
      "Lyceum cannot start: OPENAI_API_KEY: is missing while OPENAI_MODEL is set; set it too (any text for a local server without a key), or unset OPENAI_MODEL to use the built-in model.",
    ],
    [
      "a server named without a key",
      { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" },
      "Lyceum cannot start: OPENAI_API_KEY: is missing while OPENAI_BASE_URL is set; set it too (any text for a local server without a key), or unset OPENAI_BASE_URL to use the built-in model.",
    ],
  ])("refuses %s in one line that names the setting", (_case, settings, message) => {
    const result = envSchema.safeParse(settings);
    expect(result.success).toBe(false);
    expect(result.error && new ConfigError(result.error).message).toBe(message);
  });

  it("takes a local server's address with any key", () => {
    const parsed = envSchema.parse({ OPENAI_API_KEY: "lm-studio", OPENAI_BASE_URL: "http://127.0.0.1:1234/v1" });
    expect(parsed.OPENAI_BASE_URL).toBe("http://127.0.0.1:1234/v1");
  });
});
