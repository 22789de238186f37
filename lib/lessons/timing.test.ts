import { describe, expect, it } from "vitest";
import { splitMinutes } from "./timing";

describe("lesson timing", () => {
  it("splits minutes exactly", () => {
    for (const total of [15, 30, 45, 60, 75, 90]) {
      expect(splitMinutes(total, [1.5, 4, 3, 1.5]).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
