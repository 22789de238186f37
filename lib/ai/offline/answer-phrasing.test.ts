import { describe, expect, it } from "vitest";
import { opening } from "./answer-phrasing";

const seeds = Array.from({ length: 40 }, (_, seed) => seed);

describe("an answer's opening", () => {
  it("claims a clear view only of what the educator wrote on", () => {
    const topic = { concern: "early-years", band: "early" } as const;
    const addressed = seeds.map((seed) => opening(topic, seed, false, true));
    const unaddressed = seeds.map((seed) => opening(topic, seed, false, false));
    expect(addressed.some((line) => line.includes("clear view"))).toBe(true);
    expect(unaddressed.filter((line) => line.includes("clear view"))).toEqual([]);
    expect(new Set(unaddressed).size).toBeGreaterThan(4);
  });
});
