import { describe, expect, it } from "vitest";
import { escapeRegExp, STOP_WORDS, stem } from "./text";

describe("the text vocabulary", () => {
  it.each([
    ["motivated", "motivating", "motivation"],
    ["planning", "plans", "plan"],
    ["colours", "colors", "colour"],
    ["counting", "count"],
    ["maths", "math"],
  ])("stems %s and its other forms onto one word", (...words) => {
    expect(new Set(words.map(stem)).size).toBe(1);
  });

  it("searches past a question's request words, and compares texts past function words only", () => {
    expect(["the", "which", "very"].every((word) => STOP_WORDS.content.has(word))).toBe(true);
    expect(STOP_WORDS.content.has("students")).toBe(false);
    expect([...STOP_WORDS.content].every((word) => STOP_WORDS.search.has(word))).toBe(true);
    expect(["students", "help", "ideas"].every((word) => STOP_WORDS.search.has(word))).toBe(true);
  });

  it("matches a text literally in a regular expression", () => {
    const title = "Émile, or On Education (1762) [vol. 1] *?+^$|\\";
    expect(new RegExp(`^${escapeRegExp(title)}$`).test(title)).toBe(true);
  });
});
