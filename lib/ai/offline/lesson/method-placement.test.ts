import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { allSteps } from "@/lib/lessons/plan-parts";
import { lessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan } from "../compose-lesson";

/**
 * Where a plan's steps run an educator's method, read from the typed plan: the method's data (its
 * subjects, and `indoors` for table work) keeps it out of steps it does not fit.
 */

const educator = (slug: string) => {
  const found = educators.find((each) => each.slug === slug);
  if (!found) throw new Error(`no ${slug} in the catalogue`);
  return found;
};
const medium = lessonTiming({ lessonLength: "medium" });

describe("an educator's method runs only in a step its data fits", () => {
  it("keeps Fröbel's folding and weaving, quiet table work, out of a step taken outdoors", () => {
    const briefs = [
      { subject: "Mathematics", gradeLevel: "Kindergarten", topic: "Counting to ten" },
      { subject: "Mathematics", gradeLevel: "Kindergarten", topic: "Number bonds to ten" },
      { subject: "Art", gradeLevel: "Grade 2", topic: "Color mixing" },
      { subject: "Mathematics", gradeLevel: "Grade 2", topic: "Telling the time" },
    ];
    for (const length of ["medium", "comprehensive"] as const) {
      for (const brief of briefs) {
        const plan = composeLessonPlan(
          educator("friedrich-froebel"),
          { ...brief, customInstructions: "we will be outdoors" },
          lessonTiming({ lessonLength: length }),
        );
        const outside = allSteps(plan).filter((step) => step.title.endsWith("(outdoors)"));
        expect(outside.length, brief.topic).toBeGreaterThan(0);
        for (const step of outside)
          expect(step.teacher, `${brief.topic}, ${length}`).not.toMatch(/folding and weaving/i);
      }
    }
  });

  it("lists under the lens only the methods a step runs (no folding in a short lesson outdoors)", () => {
    for (const length of ["brief", "medium"] as const) {
      const plan = composeLessonPlan(
        educator("friedrich-froebel"),
        {
          subject: "Mathematics",
          gradeLevel: "Kindergarten",
          topic: "Counting to ten",
          customInstructions: "we will be outdoors",
        },
        lessonTiming({ lessonLength: length }),
      );
      const teacher = allSteps(plan)
        .map((step) => step.teacher)
        .join(" ")
        .toLowerCase();
      expect(plan.lens.methods.length, length).toBeGreaterThan(0);
      for (const method of plan.lens.methods)
        expect(teacher, `${length}: ${method.name}`).toContain(method.name.toLowerCase());
    }
  });

  it("keeps Charlotte Mason's picture study to art lessons, not a history lesson's story or role-play", () => {
    for (const topic of ["The Great Fire of London", "Ancient Egypt"]) {
      const plan = composeLessonPlan(
        educator("charlotte-mason"),
        { subject: "History", gradeLevel: "Grade 3", topic },
        medium,
      );
      expect(JSON.stringify(plan), topic).not.toMatch(/picture study/i);
    }
  });

  it("keeps Du Bois's study of the students' own community out of a lesson on Reconstruction", () => {
    for (const gradeLevel of ["Grade 8", "Grade 11"]) {
      const plan = composeLessonPlan(
        educator("w-e-b-du-bois"),
        { subject: "History", gradeLevel, topic: "Reconstruction" },
        medium,
      );
      expect(JSON.stringify(plan), gradeLevel).not.toMatch(/study your own community/i);
    }
  });
});
