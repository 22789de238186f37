import { describe, expect, it } from "vitest";
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
});
