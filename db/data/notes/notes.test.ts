import { describe, expect, it } from "vitest";
import { educators } from "../educators";
import { CONCERNS, type EducatorNotes, GRADE_BANDS } from "../note-types";

const files = import.meta.glob<{ notes: EducatorNotes }>(["./*.ts", "!./*.test.ts", "!./index.ts"], { eager: true });
const bySlug = new Map(Object.entries(files).map(([file, module]) => [file.replace(/^\.\/|\.ts$/g, ""), module.notes]));

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, " "))
    .filter((sentence) => sentence.length > 0);

describe("educators' notes", () => {
  it.each([...bySlug.keys()])("%s: one well-formed note per concern, citing its own works", (slug) => {
    const educator = educators.find((candidate) => candidate.slug === slug);
    expect(educator, `no educator with slug ${slug}`).toBeDefined();
    const notes = bySlug.get(slug) as EducatorNotes;
    expect(Object.keys(notes).sort()).toEqual([...CONCERNS].sort());
    const titles = educator?.knowledge.works.map((work) => work.title) ?? [];
    for (const concern of CONCERNS) {
      const note = notes[concern];
      const where = `${slug}/${concern}`;
      expect(titles, `${where} cites a work not in the catalogue`).toContain(note.work);
      expect(sentences(note.position).length, `${where} position`).toBeGreaterThanOrEqual(2);
      expect(sentences(note.position).length, `${where} position`).toBeLessThanOrEqual(4);
      for (const band of GRADE_BANDS) {
        expect(note.moves[band].length, `${where} ${band} moves`).toBeGreaterThanOrEqual(3);
        expect(note.moves[band].length, `${where} ${band} moves`).toBeLessThanOrEqual(5);
      }
      expect(note.pitfall.length, `${where} pitfall`).toBeGreaterThan(20);
      expect(note.question.trim().endsWith("?"), `${where} question`).toBe(true);
      // A move worked through is one of the note's moves, once, in three to six steps, each a sentence of its own.
      const worked = note.worked ?? [];
      expect(new Set(worked.map(({ move }) => move)).size, `${where} worked twice`).toBe(worked.length);
      for (const { move, steps } of worked) {
        expect(
          GRADE_BANDS.flatMap((band) => note.moves[band]),
          `${where} worked`,
        ).toContain(move);
        expect(steps.length, `${where} worked steps`).toBeGreaterThanOrEqual(3);
        expect(steps.length, `${where} worked steps`).toBeLessThanOrEqual(6);
        expect(new Set(steps).size, `${where} worked step repeated`).toBe(steps.length);
        for (const step of steps) expect(step, `${where} worked step`).toMatch(/^[A-Z[*].*[.?!*]$/);
      }
      // No quotation marks: notes paraphrase, they never quote.
      expect(JSON.stringify(note), `${where} has quotation marks`).not.toMatch(/[“”]|\\"/);
      // The educator speaks of their works, never of the catalogue's list of them ("the listed dialogues").
      expect(note.position, `${where} speaks of the catalogue`).not.toMatch(
        /\bthe listed\b|\blisted (?:works|dialogues|books|writings|sources|texts)\b|\bcatalog(?:ue)?\b/i,
      );
    }
  });

  it.each(educators.map((educator) => educator.slug))("%s: key ideas, methods and notes are in US English", (slug) => {
    const educator = educators.find((candidate) => candidate.slug === slug);
    // Keywords (and concern keys) may hold British spellings, to match a teacher's own words; all else is shown to teachers.
    const shown = JSON.stringify(
      [educator?.knowledge.keyIdeas, educator?.knowledge.methods, Object.values(bySlug.get(slug) ?? {})],
      (key, value) => (key === "keywords" ? undefined : value),
    );
    expect(shown).not.toMatch(
      /\b(?:critici|organi|reali|recogni|memori|summari|apologi)s(?:e|ed|es|ing)\b|\b(?:colour|favour|behaviour|neighbour|centre|programme|judgement|learnt|whilst|maths|modelling|labelling|travelling)s?\b/i,
    );
  });

  it("no two notes share a sentence", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [slug, notes] of bySlug) {
      for (const concern of CONCERNS) {
        const note = notes[concern];
        const texts = [note.position, note.pitfall, note.question, ...GRADE_BANDS.flatMap((band) => note.moves[band])];
        const mine = new Set(texts.flatMap(sentences));
        for (const sentence of mine) {
          const first = seen.get(sentence);
          if (first) repeats.push(`${slug}/${concern} repeats ${first}: ${sentence}`);
          else seen.set(sentence, `${slug}/${concern}`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});
