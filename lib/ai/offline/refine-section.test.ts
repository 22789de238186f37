import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { planSections } from "@/lib/lessons/check-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan } from "./compose-lesson";
import { composeRefinedSection } from "./refine-section";

const dewey = educators.find((educator) => educator.slug === "john-dewey");
if (!dewey) throw new Error("catalogue lacks John Dewey");
const brief = { subject: "Mathematics", gradeLevel: "Grade 6", topic: "Ratios" };
const timing = lessonTiming({ lessonLength: "medium" });
const sections = planSections(composeLessonPlan(dewey, brief, timing));
const refine = (section: string, instruction: string) =>
  composeRefinedSection(dewey, brief, timing, { section, current: sections.get(section) ?? "", instruction });

describe("the built-in model refining a section", () => {
  it("returns only that section, with what it recognised applied", () => {
    const refined = refine("Differentiation", "for multilingual learners");
    expect(refined.startsWith("## Differentiation\n\n")).toBe(true);
    expect(refined.match(/^## /gm)).toHaveLength(1);
    expect(refined).toContain("same-language buddy");
    expect(refined).not.toContain("could not apply");
  });

  it("adds what the composer has no option for", () => {
    expect(refine("Lesson Flow", "more hands-on")).toContain("*Hands-on:*");
    expect(refine("Differentiation", "more challenge")).toContain("**More challenge:**");
  });

  const steps = (section: string) => section.match(/^\d+\. .+$/gm) ?? [];
  it.each([
    ["Lesson Flow", "more hands-on", "*Hands-on:*"],
    ["Lesson Flow", "more challenge", "*More challenge:*"],
    ["Differentiation", "more challenge", "**More challenge:**"],
    ["Differentiation", "more hands-on", "**Hands-on:**"],
  ])(
    "puts an addition to the %s (%s) inside its list, keeping its steps and minutes",
    (section, instruction, label) => {
      const refined = refine(section, instruction);
      expect(steps(refined)).toEqual(steps(sections.get(section) ?? ""));
      // One list: no item after a blank line, where Markdown starts a loose list or a new one.
      expect(refined.split("\n\n").slice(1).join("\n\n")).not.toMatch(/\n\n(- |\d+\. |\s+- )/);
      expect(refined).toContain(label);
      expect(refined.trimEnd().endsWith(".")).toBe(true);
    },
  );

  it("speaks of the topic as the plan does, inside the sentence", () => {
    expect(refine("Differentiation", "more challenge")).toContain("their own problem about ratios,");
  });

  it("says plainly what it could not apply", () => {
    expect(refine("Assessment", "simpler language")).toContain("could not apply simpler language");
    expect(refine("Assessment", "make it rhyme")).toContain('could not apply "make it rhyme"');
  });

  const stepOf = (refined: string, label: string) =>
    refined.split(/\n(?=\d+\. )/).findIndex((step) => step.includes(label));
  it.each([
    ["make the starter more active", 1],
    ["get them moving at the end", 4],
    ["more active", 2],
  ])("puts '%s' in the step it names (else the longest)", (instruction, step) => {
    expect(stepOf(refine("Lesson Flow", instruction), "*More active:*")).toBe(step);
  });

  it.each([
    "for a Grade 2 class",
    "make it work for 7-year-olds",
    "make it work for 6-year-olds",
    "adapt it for kindergarten",
    "for grade 16",
  ])("leaves the section as it was and says to make a new plan when asked for another grade (%s)", (instruction) => {
    const refined = refine("Lesson Flow", instruction);
    expect(refined).toBe(`## Lesson Flow\n\n${sections.get("Lesson Flow")?.trim()}\n\n${refined.split("\n\n").at(-1)}`);
    expect(refined).toMatch(/This plan is written for Grade 6 in every section.*make a new plan with that grade/);
  });

  it("applies an instruction that names the plan's own grade", () => {
    expect(refine("Lesson Flow", "for my grade 6 class, more hands-on")).toContain("*Hands-on:*");
    expect(refine("Lesson Flow", "for my 6th grade class, more hands-on")).toContain("*Hands-on:*");
  });

  it("names what it could not do in plain words", () => {
    expect(refine("Lesson Flow", "make it shorter")).toContain("could not apply shortening to this section");
  });

  it("says a flow that ends in an exit quiz already has one, rather than that it could not add one", () => {
    const refined = refine("Lesson Flow", "add a quiz");
    expect(refined).toContain("This section already has a quiz");
    expect(refined).not.toContain("could not apply");
  });

  it.each([
    ["Grade 6", "Mathematics", "Ratios"],
    ["Kindergarten", "Art", "Shapes in nature"],
  ])("adds group work to a %s flow as one sentence, its step going on in lower case", (gradeLevel, subject, topic) => {
    const grade = { subject, gradeLevel, topic };
    const flow = planSections(composeLessonPlan(dewey, grade, timing)).get("Lesson Flow") ?? "";
    const refined = composeRefinedSection(dewey, grade, timing, {
      section: "Lesson Flow",
      current: flow,
      instruction: "add group work",
    });
    const grouped = refined.match(/(In small groups, each with an adult|In groups of four, [^:]+): (\S+)/);
    expect(grouped?.[2]).toMatch(/^[a-z]/);
  });

  it.each([
    ["Learning Outcome and Objectives", "more hands-on"],
    ["Assessment", "more challenge"],
    ["Materials and Safety", "make it more active"],
  ])("adds no activity to the %s section (%s), and says where it goes", (section, instruction) => {
    const refined = refine(section, instruction);
    expect(refined).not.toMatch(/\*(Hands-on|More challenge|More active):/);
    expect(refined).toContain(`adds "${instruction}" to the Lesson Flow or Differentiation section`);
  });

  it.each(["more hands-on", "more challenge", "make the starter more active"])(
    "adds an activity for children who do not yet read or write to a kindergarten flow (%s)",
    (instruction) => {
      const kindergarten = { subject: "Art", gradeLevel: "Kindergarten", topic: "Shapes in nature" };
      const flow = planSections(composeLessonPlan(dewey, kindergarten, timing)).get("Lesson Flow") ?? "";
      const refined = composeRefinedSection(dewey, kindergarten, timing, {
        section: "Lesson Flow",
        current: flow,
        instruction,
      });
      const added = refined.split("\n").find((line) => /\*(Hands-on|More challenge|More active):\*/.test(line)) ?? "";
      expect(added).toMatch(/children/);
      expect(added).not.toMatch(/\b(students?|written|write|statement|problem)\b/);
    },
  );
});
