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
});
