import { describe, expect, it } from "vitest";
import {
  DEFAULT_GRADE_SYSTEM,
  describeGrade,
  GRADE_SYSTEMS,
  gradeIn,
  gradeLabels,
  labelForGrade,
  resolveGrade,
} from "./grade-systems";
import { BANDS, gradeBand } from "./scaffolds";

const usGradeOf = (label: string, system: (typeof GRADE_SYSTEMS)[number]["id"]) => resolveGrade(label, system)?.usGrade;

describe("grade systems", () => {
  it("keeps the spec's Grade Level options, in order, as the default system", () => {
    expect(DEFAULT_GRADE_SYSTEM).toBe("us");
    expect(gradeLabels("us")).toEqual([
      "Kindergarten",
      ...Array.from({ length: 12 }, (_, index) => `Grade ${index + 1}`),
      "Higher Education",
    ]);
    // A US grade is read as itself: the models and checks see what they saw before grade systems.
    for (const label of gradeLabels("us")) expect(resolveGrade(label, "us")?.usLabel).toBe(label);
  });

  it.each(GRADE_SYSTEMS.map((system) => [system.name, system] as const))(
    "%s: every label is its system's once and maps to a US grade and a band",
    (_, system) => {
      const labels = gradeLabels(system.id);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) {
        const grade = resolveGrade(label, system.id);
        expect(grade?.system.id).toBe(system.id);
        expect(grade?.grades[0]).toBeLessThanOrEqual(grade?.grades[1] ?? Number.NaN);
        expect(BANDS).toContain(gradeBand(label, system.id));
      }
    },
  );

  it.each(GRADE_SYSTEMS.map((system) => [system.name, system.id] as const))(
    "%s: a school year goes to its US grade and back, and every US grade K–12 has a year",
    (_, id) => {
      for (const label of gradeLabels(id)) {
        const usGrade = usGradeOf(label, id) as number;
        // The year named for a label's US grade is read as that same grade (a key stage: its middle year).
        expect(usGradeOf(labelForGrade(id, usGrade), id)).toBe(usGrade);
      }
      for (let usGrade = 0; usGrade <= 12; usGrade += 1) {
        expect(usGradeOf(labelForGrade(id, usGrade), id)).toBe(usGrade);
      }
    },
  );

  it("knows each system's school years", () => {
    const england = gradeLabels("england-wales");
    expect(england.slice(0, 14)).toEqual(["Reception", ...Array.from({ length: 13 }, (_, i) => `Year ${i + 1}`)]);
    expect(england).toEqual(expect.arrayContaining(["Key Stage 1", "Key Stage 2", "Key Stage 3", "Key Stage 4"]));
    expect(england).toContain("Key Stage 5 (sixth form)");
    expect(gradeLabels("scotland")).toEqual(expect.arrayContaining(["Primary 1", "Primary 7", "S1", "S6"]));
    expect(gradeLabels("ireland")).toEqual(
      expect.arrayContaining(["Junior Infants", "Senior Infants", "1st Class", "6th Class", "1st Year", "6th Year"]),
    );
    expect(gradeLabels("australia")).toEqual(expect.arrayContaining(["Foundation (Prep)", "Year 1", "Year 12"]));
    expect(gradeLabels("australia")).not.toContain("Year 13");
    expect(gradeLabels("canada")).toEqual(expect.arrayContaining(["Kindergarten", "Grade 1", "Grade 12"]));
    expect(gradeLabels("india")).toEqual(expect.arrayContaining(["LKG", "UKG", "Class 1", "Class 12"]));
    expect(gradeLabels("age")).toEqual(expect.arrayContaining(["Age 4", "Age 9", "Age 18"]));
  });

  it("reads each label as the US grade of the same age", () => {
    const cases: [string, (typeof GRADE_SYSTEMS)[number]["id"], string][] = [
      ["Reception", "england-wales", "Kindergarten"],
      ["Year 1", "england-wales", "Kindergarten"],
      ["Year 4", "england-wales", "Grade 3"],
      ["Year 7", "england-wales", "Grade 6"],
      ["Year 13", "england-wales", "Grade 12"],
      ["Key Stage 1", "england-wales", "Grade 1"],
      ["Key Stage 2", "england-wales", "Grade 4"],
      ["Key Stage 3", "england-wales", "Grade 7"],
      ["Key Stage 4", "england-wales", "Grade 10"],
      ["Key Stage 5 (sixth form)", "england-wales", "Grade 12"],
      ["Primary 1", "scotland", "Kindergarten"],
      ["Primary 5", "scotland", "Grade 4"],
      ["S1", "scotland", "Grade 7"],
      ["S6", "scotland", "Grade 12"],
      ["Senior Infants", "ireland", "Kindergarten"],
      ["1st Class", "ireland", "Grade 1"],
      ["1st Year", "ireland", "Grade 7"],
      ["6th Year", "ireland", "Grade 12"],
      ["Foundation (Prep)", "australia", "Kindergarten"],
      ["Year 4", "australia", "Grade 4"],
      ["Grade 4", "canada", "Grade 4"],
      ["UKG", "india", "Kindergarten"],
      ["Class 10", "india", "Grade 10"],
      ["Age 5", "age", "Kindergarten"],
      ["Age 9", "age", "Grade 4"],
      ["Age 18", "age", "Grade 12"],
    ];
    for (const [label, system, us] of cases) expect([label, resolveGrade(label, system)?.usLabel]).toEqual([label, us]);
  });

  it("reads a label without its system in the first system that has it, and refuses one no system has", () => {
    expect(resolveGrade("Year 4")?.system.id).toBe("england-wales");
    expect(resolveGrade("Primary 5")?.system.id).toBe("scotland");
    expect(resolveGrade("Grade 4")?.system.id).toBe("us");
    expect(resolveGrade("Year 4", "us")).toBeUndefined();
    expect(resolveGrade("Grade 13")).toBeUndefined();
    expect(resolveGrade("year 4")).toBeUndefined();
  });

  it("moves a chosen grade to the same school year in another system", () => {
    expect(gradeIn("scotland", "Year 4", "england-wales")).toBe("Primary 4");
    expect(gradeIn("us", "Year 4", "england-wales")).toBe("Grade 3");
    expect(gradeIn("england-wales", "Grade 3", "us")).toBe("Year 4");
    expect(gradeIn("australia", "Year 4", "england-wales")).toBe("Year 3");
    expect(gradeIn("ireland", "Reception", "england-wales")).toBe("Junior Infants");
    expect(gradeIn("scotland", "Higher Education", "us")).toBe("Higher Education");
    expect(gradeIn("england-wales", "", "us")).toBe("");
  });

  it("tells a connected model another system's grade with its ages and US grades, and a US grade as it is", () => {
    expect(describeGrade("Grade 4", "us")).toBe("Grade 4");
    expect(describeGrade("Year 4", "england-wales")).toBe(
      'Year 4 (England and Wales: ages 8–9, US Grade 3; call it "Year 4" in the plan)',
    );
    expect(describeGrade("Key Stage 2", "england-wales")).toBe(
      'Key Stage 2 (England and Wales: ages 7–11, US Grade 2 to Grade 5; call it "Key Stage 2" in the plan)',
    );
    expect(describeGrade("Reception", "england-wales")).toContain("US Pre-K");
    expect(describeGrade("Age 9", "age")).toBe('Age 9 (ages 9–10, US Grade 4; call it "Age 9" in the plan)');
  });
});
