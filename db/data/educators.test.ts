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

  it.each(educators.map((educator) => [educator.name, educator] as const))(
    "%s: every work dates from the lifetime, or says how it came later and by whom",
    (_, educator) => {
      const works = [...educator.knowledge.works, ...educator.knowledge.keyIdeas.map((idea) => idea.source)];
      for (const work of works) {
        const where = `${educator.name}, ${work.title} (${work.year})`;
        expect(work.year, where).toBeGreaterThan(educator.born);
        if (educator.died !== null && (work.year > educator.died || work.after)) {
          expect(
            work.published,
            `${where} is dated after the death or undated: say how it was published`,
          ).toBeDefined();
        }
        if (work.published === "compiled" || work.published === "recorded") expect(work.by, where).toBeTruthy();
      }
      // The same title is the same work wherever it is cited.
      const byTitle = new Map(works.map((work) => [work.title, work]));
      for (const work of works) expect(work, work.title).toEqual(byTitle.get(work.title));
    },
  );

  it("cites works with their real authorship and dates", () => {
    const work = (slug: string, title: string) =>
      educators
        .find((educator) => educator.slug === slug)
        ?.knowledge.works.find((candidate) => candidate.title === title);
    expect(work("confucius", "The Analects (Lunyu)")).toMatchObject({ year: -479, after: true, published: "compiled" });
    for (const title of ["Plato, Apology", "Plato, Meno", "Plato, Theaetetus"]) {
      expect(work("socrates", title)).toMatchObject({ published: "recorded", by: "Plato" });
    }
    expect(work("lev-vygotsky", "Mind in Society")).toMatchObject({ year: 1978, published: "posthumous" });
    expect(work("lev-vygotsky", "The Fundamentals of Defectology (Collected Works, vol. 2)")?.published).toBe(
      "posthumous",
    );
    expect(work("friedrich-froebel", "Pedagogics of the Kindergarten")).toMatchObject({
      year: 1861,
      published: "posthumous",
    });
    expect(work("charlotte-mason", "Towards a Philosophy of Education")).toMatchObject({
      year: 1925,
      published: "posthumous",
    });
    expect(work("johann-heinrich-pestalozzi", "Letter from Stans")?.year).toBe(1799);
  });
});
