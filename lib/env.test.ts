import { describe, expect, it } from "vitest";
import { envSchema } from "./env";

describe("settings", () => {
  it("treats an empty value as unset, so the default holds", () => {
    const parsed = envSchema.parse({ OFFLINE_MODEL_DELAY_MS: "", DATABASE_URL: " ", PORT: "" });
    expect(parsed.OFFLINE_MODEL_DELAY_MS).toBe(15);
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.PORT).toBeUndefined();
  });

  it("reads a number that is set, including 0", () => {
    expect(envSchema.parse({ OFFLINE_MODEL_DELAY_MS: "0" }).OFFLINE_MODEL_DELAY_MS).toBe(0);
    expect(envSchema.parse({ OFFLINE_MODEL_DELAY_MS: "40" }).OFFLINE_MODEL_DELAY_MS).toBe(40);
    expect(() => envSchema.parse({ OFFLINE_MODEL_DELAY_MS: "soon" })).toThrow();
  });
});
