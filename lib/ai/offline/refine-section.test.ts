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
    expect(refine("Lesson Flow", "more hands-on")).toContain("**Hands-on:**");
    expect(refine("Differentiation", "more challenge")).toContain("**More challenge:**");
  });

  it("says plainly what it could not apply", () => {
    expect(refine("Assessment", "simpler language")).toContain("could not apply simpler language");
    expect(refine("Assessment", "make it rhyme")).toContain('could not apply "make it rhyme"');
  });
});
