import { describe, expect, it } from "vitest";
import {
  contentWords,
  escapeRegExp,
  lowerFirst,
  pickBest,
  relevance,
  STOP_WORDS,
  sentencesOf,
  stableHash,
  stem,
  streamPieces,
} from "./text";

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

describe("offline text tools", () => {
  it("keeps content words only", () => {
    expect(contentWords("How do I teach Reading to my 6 students?")).toEqual(["teach", "reading", "6", "students"]);
  });

  it("scores plurals and long stems as matches", () => {
    const words = contentWords("students who struggle with reading");
    expect(relevance(["student"], words)).toBe(2);
    expect(relevance(["read"], words)).toBe(0);
    expect(relevance(["struggles"], words)).toBe(2);
    expect(relevance(["readings"], words)).toBe(2);
    expect(relevance(["struggled"], words)).toBe(1);
  });

  it("lowers a first letter inside a sentence, but not of a name or a word made from one", () => {
    expect(lowerFirst("Rhythmic start")).toBe("rhythmic start");
    expect(lowerFirst("Socratic seminar")).toBe("Socratic seminar");
    expect(lowerFirst("I hold that")).toBe("I hold that");
  });

  it("picks the best items, keeping catalogue order on ties", () => {
    expect(pickBest(["a", "b", "c", "d"], (item) => (item === "c" ? 2 : 1), 3)).toEqual(["c", "a", "b"]);
  });

  it("hashes stably", () => {
    expect(stableHash("Montessori")).toBe(stableHash("Montessori"));
    expect(stableHash("Montessori")).not.toBe(stableHash("Dewey"));
  });

  it("splits text into pieces that join back exactly", () => {
    const text = "One  two\nthree **four**.\n\n- five";
    expect(streamPieces(text).join("")).toBe(text);
  });

  it("compares answers by their sentences: no headings, no Markdown, abbreviations kept whole", () => {
    const answer =
      "**In your classroom** (primary classes)\n\n- Read *Meno* (c. 385 BCE) aloud with the class today.\n\nOk. Tell me what you think of it now.";
    expect(sentencesOf(answer)).toEqual([
      "read meno (c. 385 bce) aloud with the class today.",
      "tell me what you think of it now.",
    ]);
  });
});
