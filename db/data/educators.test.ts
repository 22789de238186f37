import { describe, expect, it } from "vitest";
import { educators } from "./educators";

describe("the educator catalogue", () => {
  it("holds at least 24 educators with unique slugs and names", () => {
    expect(educators.length).toBeGreaterThanOrEqual(24);
    expect(new Set(educators.map((educator) => educator.slug)).size).toBe(educators.length);
    expect(new Set(educators.map((educator) => educator.name)).size).toBe(educators.length);
  });

  it("spans several continents and eras", () => {
    const origins = new Set(educators.map((educator) => educator.origin));
    expect(origins.size).toBeGreaterThanOrEqual(10);
    expect(educators.some((educator) => educator.born < 0)).toBe(true);
    expect(educators.some((educator) => educator.died === null)).toBe(true);
  });

  it.each(educators.map((educator) => [educator.name, educator] as const))(
    "%s carries what the AI draws on",
    (_, educator) => {
      expect(educator.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(educator.shortBio.length).toBeGreaterThan(20);
      expect(educator.contributions.length).toBeGreaterThanOrEqual(3);
      expect(educator.contributions.length).toBeLessThanOrEqual(6);
      expect(educator.tags.length).toBeGreaterThan(0);
      if (educator.died !== null) expect(educator.died).toBeGreaterThan(educator.born);
      const { keyIdeas, methods, vocabulary, works, questionsBack } = educator.knowledge;
      expect(keyIdeas.length).toBeGreaterThanOrEqual(4);
      for (const idea of keyIdeas) {
        expect(idea.source.title.length).toBeGreaterThan(0);
        expect(idea.keywords.length).toBeGreaterThan(0);
        expect(idea.source.year).toBeGreaterThan(educator.born);
      }
      expect(methods.length).toBeGreaterThanOrEqual(3);
      expect(vocabulary.length).toBeGreaterThanOrEqual(6);
      expect(works.length).toBeGreaterThanOrEqual(2);
      expect(questionsBack.length).toBeGreaterThanOrEqual(3);
    },
  );
});
