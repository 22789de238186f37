import { describe, expect, it } from "vitest";
import type { EducatorSeed } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import { ageProblems } from "./check-age";
import { lensForTopic } from "./educator-lens";
import { BANDS, type Band, gradeBand, SUBJECT_SCAFFOLDS, subjectScaffold, subjectTerms } from "./scaffolds";

type Method = EducatorSeed["knowledge"]["methods"][number];

/** A grade level of each band, as the lesson form names it. */
const GRADES: Record<Band, string[]> = {
  early: ["Kindergarten"],
  primary: ["Grade 1", "Grade 4"],
  lower: ["Grade 7"],
  upper: ["Grade 11"],
};

/** What the catalogue's own data says about a method in a lesson's main steps, read field by field. */
function misfits(method: Method, subject: string, band: Band) {
  const wrong: string[] = [];
  const rule = method.subjects;
  if (rule && "only" in rule && !rule.only.includes(subject)) wrong.push(`is only for ${rule.only.join(", ")}`);
  if (rule && "except" in rule && rule.except.includes(subject)) wrong.push(`is not for ${subject}`);
  if (method.bands && !method.bands.includes(band)) wrong.push(`is only for ${method.bands.join(", ")}`);
  if (method.steps && !method.steps.includes("core")) wrong.push(`only runs ${method.steps.join(", ")} steps`);
  if (method.planning) wrong.push("is a way of planning, not a lesson step");
  if (method.response) wrong.push("is a response to a child's anger, not a lesson step");
  return wrong;
}

const named = (slug: string) => {
  const educator = educators.find((each) => each.slug === slug);
  if (!educator) throw new Error(`no ${slug} in the catalogue`);
  return educator;
};

/** The lens as both model paths ask for it, from the lesson form's fields. */
function lensFor(educator: EducatorSeed, subject: string, gradeLevel: string, topic: string, avoid?: RegExp) {
  return lensForTopic(educator, {
    subject: subjectTerms(subject),
    scaffold: subjectScaffold(subject).key,
    topic,
    band: gradeBand(gradeLevel),
    gradeLevel,
    avoid,
  });
}

describe("the fit data of the educators' methods", () => {
  const methods = educators.flatMap((educator) =>
    educator.knowledge.methods.map((method) => [educator, method] as const),
  );
  const keys = SUBJECT_SCAFFOLDS.map((scaffold) => scaffold.key);

  it("names only subjects, bands and step kinds that exist", () => {
    for (const [educator, method] of methods) {
      const where = `${educator.name}: ${method.name}`;
      const rule = method.subjects;
      const subjects = rule ? ("only" in rule ? rule.only : rule.except) : [];
      for (const subject of subjects) expect(keys, where).toContain(subject);
      expect(new Set(subjects).size, where).toBe(subjects.length);
      if (rule && "only" in rule) expect(rule.only.length, where).toBeGreaterThan(0);
      if (method.bands) {
        expect(method.bands.length, where).toBeGreaterThan(0);
        expect(method.bands.length, `${where}: all bands is no limit`).toBeLessThan(BANDS.length);
      }
      if (method.steps) {
        expect(method.steps.length, where).toBeGreaterThan(0);
        expect(method.steps.length, `${where}: all steps is no limit`).toBeLessThan(3);
      }
    }
  });

  it("keeps methods tied to a subject or an age to it", () => {
    const method = (slug: string, name: string) => {
      const found = named(slug).knowledge.methods.find((each) => each.name === name);
      if (!found) throw new Error(`no ${name} of ${slug}`);
      return found;
    };
    expect(method("plato", "Cave discussion").subjects).toEqual({
      only: ["language-arts", "history", "philosophy", "general"],
    });
    expect(method("plato", "Learning games")).toMatchObject({ subjects: { only: ["mathematics"] } });
    expect(method("plato", "Learning games").bands).not.toContain("upper");
    expect(method("rabindranath-tagore", "Class under the trees").subjects).toMatchObject({
      except: expect.arrayContaining(["computing"]),
    });
    expect(method("charlotte-mason", "Nature walk and notebook").subjects).not.toEqual(
      expect.objectContaining({ only: expect.arrayContaining(["computing"]) }),
    );
    expect(method("sylvia-ashton-warner", "Key vocabulary cards").bands).toEqual(["early", "primary"]);
    expect(method("rudolf-steiner", "Rhythmic start").steps).toEqual(["starter"]);
    expect(method("charlotte-mason", "Picture study").subjects).toEqual({ only: ["arts"] });
    expect(method("w-e-b-du-bois", "Study your own community").subjects).not.toEqual(
      expect.objectContaining({ only: expect.arrayContaining(["history"]) }),
    );
    expect(method("friedrich-froebel", "Folding and weaving").indoors).toBe(true);
  });
});

describe("the methods a lesson's lens brings in", () => {
  const cases = educators.flatMap((educator) =>
    SUBJECT_SCAFFOLDS.flatMap((scaffold) =>
      BANDS.flatMap((band) => GRADES[band].map((gradeLevel) => ({ educator, scaffold, band, gradeLevel }))),
    ),
  );

  it("are never placed outside their own data's fit, for every educator, subject and grade band", () => {
    const misplaced: string[] = [];
    for (const { educator, scaffold, band, gradeLevel } of cases) {
      const lens = lensForTopic(educator, {
        subject: scaffold.label,
        scaffold: scaffold.key,
        topic: scaffold.focuses[0] ?? scaffold.label,
        band,
        gradeLevel,
      });
      const own = educator.knowledge.methods;
      const fitting = own.filter((method) => misfits(method, scaffold.key, band).length === 0);
      if (lens.fit === "none") {
        // The marker is honest: the educator truly has no method for this lesson, and the lens says so.
        if (fitting.length)
          misplaced.push(`${educator.name}, ${scaffold.key}, ${band}: "none" but ${fitting[0]?.name} fits`);
        expect(lens.note).toMatch(new RegExp(`^${educator.name} left no classroom method for teaching `));
        continue;
      }
      for (const chosen of lens.methods) {
        const method = own.find((each) => each.name === chosen.name);
        const wrong = method ? misfits(method, scaffold.key, band) : ["is not in the catalogue"];
        if (wrong.length)
          misplaced.push(`${educator.name}, ${scaffold.key}, ${gradeLevel}: ${chosen.name} ${wrong.join("; ")}`);
      }
      expect(lens.note).toBeUndefined();
    }
    expect(misplaced).toEqual([]);
  });

  it("says so only for the educators who left no method for some lessons", () => {
    const without = new Set(
      cases
        .filter(
          ({ educator, scaffold, band, gradeLevel }) =>
            lensForTopic(educator, { subject: scaffold.label, scaffold: scaffold.key, topic: "x", band, gradeLevel })
              .fit === "none",
        )
        .map(({ educator }) => educator.name),
    );
    expect([...without].sort()).toEqual([
      "Charlotte Mason",
      "Friedrich Fröbel",
      "Julius Nyerere",
      "Plato",
      "Rabindranath Tagore",
      "Sylvia Ashton-Warner",
      "W. E. B. Du Bois",
    ]);
  });

  it("runs no lesson step with a response to a child's anger, nor with a way of sequencing lessons", () => {
    // Reading 6: "widen the creative vent" in a volcano lesson; "one new element per lesson" in a lesson on three.
    const volcanoes = lensFor(named("sylvia-ashton-warner"), "Geography", "Grade 6", "Volcanoes");
    expect(volcanoes.methods.map((method) => method.name)).not.toContain("Widen the creative vent");
    expect(volcanoes.note).toMatch(/^Sylvia Ashton-Warner left no classroom method for teaching geography; /);
    const notation = lensFor(named("jan-amos-comenius"), "Music", "Grade 3", "Reading crotchets, quavers and rests");
    expect(notation.methods.map((method) => method.name)).not.toContain("One thing at a time");
  });

  it("gives Plato's Grade 11 basketball lesson neither the cave nor early arithmetic, and says why", () => {
    const lens = lensFor(named("plato"), "Physical Education", "Grade 11", "Basketball: the jump shot");
    const names = lens.methods.map((method) => method.name);
    expect(names).not.toContain("Cave discussion");
    expect(names).not.toContain("Learning games");
    expect(lens.fit).toBe("none");
    expect(lens.note).toMatch(/^Plato left no classroom method for teaching physical education; /);
  });

  it("still gives Plato's cave to a Grade 11 philosophy lesson", () => {
    const lens = lensFor(named("plato"), "Philosophy", "Grade 11", "The allegory of the cave");
    expect(lens.fit).toBe("fits");
    expect(lens.methods.map((method) => method.name)).toContain("Cave discussion");
  });

  it("keeps Tagore's class under the trees away from a Grade 8 computing lesson", () => {
    for (const topic of ["Loops", "Keyboard shortcuts", "Trees and graphs", "Nature of algorithms"]) {
      const lens = lensFor(named("rabindranath-tagore"), "Computing", "Grade 8", topic);
      expect(lens.fit).toBe("fits");
      expect(lens.methods.map((method) => method.name)).not.toContain("Class under the trees");
    }
  });

  it("keeps Tagore's mother-tongue bridge, a way of drafting ideas in words, out of a singing lesson", () => {
    const lens = lensFor(named("rabindranath-tagore"), "Music", "Grade 2", "Call and response singing");
    // None of his methods in the catalogue runs a music step: the lens says so, and reasons from his principle.
    expect(lens.fit).toBe("none");
    expect(lens.note).toMatch(/^Rabindranath Tagore left no classroom method for teaching music; /);
    // The work it names, a lecture cited by its title, is no lecture given to five-year-olds.
    const young = lensFor(named("rabindranath-tagore"), "Music", "Kindergarten", "Loud and quiet sounds");
    expect(ageProblems(young.note ?? "", "early", [])).toEqual([]);
    expect(ageProblems("Give a short lecture on loud and quiet sounds.", "early", [])).not.toEqual([]);
  });

  it("uses the one method that fits twice rather than one that does not", () => {
    // Du Bois's methods for mathematics: only the study of the community's own data.
    const lens = lensFor(named("w-e-b-du-bois"), "Mathematics", "Grade 7", "Percentages");
    expect(lens.fit).toBe("fits");
    expect(lens.methods.map((method) => method.name)).toEqual(["Study your own community", "Study your own community"]);
  });

  it("leaves out what the teacher rules out, and a method that only opens a lesson", () => {
    const mitra = lensFor(named("sugata-mitra"), "Computing", "Grade 8", "Loops", /\binternet\b/i);
    for (const method of mitra.methods) expect(`${method.name} ${method.description}`).not.toMatch(/internet/i);
    const steiner = lensFor(named("rudolf-steiner"), "Physical Education", "Grade 5", "Throwing and catching");
    expect(steiner.methods.map((method) => method.name)).not.toContain("Rhythmic start");
  });
});
