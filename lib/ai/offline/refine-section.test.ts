import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { checkPlan } from "@/lib/lessons/check-plan";
import { allSteps, PLAN_PARTS, type PlanPart, partOf } from "@/lib/lessons/plan-parts";
import { renderPart } from "@/lib/lessons/render-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import type { LessonPlan } from "@/shared/plan-schema";
import { composeLessonPlan } from "./compose-lesson";
import { composeRefinedPart } from "./refine-section";

const dewey = educators.find((educator) => educator.slug === "john-dewey");
if (!dewey) throw new Error("catalogue lacks John Dewey");
const brief = { subject: "Mathematics", gradeLevel: "Grade 6", topic: "Percentages" };
const timing = lessonTiming({ lessonLength: "medium" });
const plan = composeLessonPlan(dewey, brief, timing);
const refine = (part: PlanPart, instruction: string, lesson = brief, current: LessonPlan = plan) =>
  composeRefinedPart(dewey, lesson, timing, current, part, instruction);

/** The plan's fields outside a part. */
const rest = (lesson: LessonPlan, part: PlanPart) =>
  Object.fromEntries(
    Object.entries(lesson).filter(([field]) => !(PLAN_PARTS[part] as readonly string[]).includes(field)),
  );
const minutes = (lesson: LessonPlan) => allSteps(lesson).map((step) => [step.title, step.minutes]);
const teacherTexts = (lesson: LessonPlan) => allSteps(lesson).map((step) => step.teacher);

describe("the built-in model refining a part", () => {
  it("changes only that part, with what it recognised applied", () => {
    const refined = refine("differentiation", "for multilingual learners");
    expect(refined.changed).toBe(true);
    expect(refined.note).toBeUndefined();
    expect(refined.plan.differentiation.multilingualLearners).toContain("same-language buddy");
    expect(rest(refined.plan, "differentiation")).toEqual(rest(plan, "differentiation"));
  });

  it.each(Object.keys(PLAN_PARTS) as PlanPart[])(
    "leaves %s exactly as it was for an instruction it cannot apply, and says so",
    (part) => {
      for (const instruction of ["simpler language", "make it shorter", "asdf qwerty"]) {
        const refined = refine(part, instruction);
        expect(refined.changed, `${part}: "${instruction}"`).toBe(false);
        expect(refined.plan).toBe(plan);
        expect(refined.note).toMatch(/could not apply|already has|not to the/);
      }
    },
  );

  it("stores no change for an addition asked of a part it does not go in, and undoes no earlier refine", () => {
    const misconceptions = refine("misconceptions", "more hands-on");
    expect(misconceptions).toMatchObject({ changed: false, plan });
    expect(misconceptions.note).toContain("refine one of those instead");
    const withBuddy = refine("differentiation", "for multilingual learners").plan;
    expect(refine("differentiation", "simpler language", brief, withBuddy).plan).toBe(withBuddy);
  });

  it.each([
    ["steps", "more challenge", "More challenge:"],
    ["steps", "make it more active", "More active:"],
    ["differentiation", "more challenge", "More challenge:"],
    ["differentiation", "more hands-on", "Hands-on:"],
  ] as const)(
    "adds to the %s (%s) a sentence inside the part, keeping its steps and minutes",
    (part, instruction, label) => {
      const refined = refine(part, instruction);
      expect(refined.changed).toBe(true);
      expect(minutes(refined.plan)).toEqual(minutes(plan));
      expect(renderPart(refined.plan, part)).toContain(label);
      expect(rest(refined.plan, part)).toEqual(rest(plan, part));
      expect(checkPlan(refined.plan, { timing, educatorName: dewey.name, ...brief }).problems).toEqual([]);
    },
  );

  it("puts a challenge in the stretch and a hands-on task in the support", () => {
    expect(refine("differentiation", "more challenge").plan.differentiation.stretch).toMatch(/More challenge: /);
    expect(refine("differentiation", "more hands-on").plan.differentiation.support).toMatch(/Hands-on: /);
  });

  it("makes a step hands-on in the flow once, by the composer, not by a second sentence", () => {
    const refined = refine("steps", "more hands-on");
    expect(teacherTexts(refined.plan).join("\n")).toMatch(/Make this step hands-on/);
    expect(teacherTexts(refined.plan).join("\n")).not.toMatch(/Hands-on: /);
  });

  it("speaks of the topic as the plan does, inside the sentence", () => {
    expect(refine("differentiation", "more challenge").plan.differentiation.stretch).toContain(
      "their own problem about percentages,",
    );
  });

  it("says plainly in one sentence what it could not apply, and keeps it out of the plan", () => {
    const simpler = refine("assessment", "simpler language");
    expect(simpler).toMatchObject({ plan, changed: false });
    expect(simpler.note).toMatch(/^The built-in offline model could not apply simpler language to the Assessment\b/);
    const rhyme = refine("assessment", "make it rhyme");
    expect(rhyme.changed).toBe(false);
    expect(rhyme.note).toContain('could not apply "make it rhyme" to the Assessment');
    for (const note of [simpler.note, rhyme.note]) expect(note?.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1);
  });

  const stepOf = (lesson: LessonPlan, label: string) => lesson.steps.findIndex((step) => step.teacher.includes(label));
  const longest = plan.steps.reduce(
    (best, step, index) => (step.minutes > (plan.steps[best]?.minutes ?? 0) ? index : best),
    0,
  );
  it.each([
    ["make the starter more active", 0],
    ["get them moving at the end", plan.steps.length - 1],
    ["more active", longest],
  ])("puts '%s' in the step it names (else the longest)", (instruction, step) => {
    expect(stepOf(refine("steps", instruction).plan, "More active:")).toBe(step);
  });

  it.each([
    "for a Grade 2 class",
    "make it work for 7-year-olds",
    "make it work for 6-year-olds",
    "adapt it for kindergarten",
    "for grade 16",
  ])("leaves the part as it was and says to make a new plan when asked for another grade (%s)", (instruction) => {
    const refined = refine("steps", instruction);
    expect(refined.plan).toBe(plan);
    expect(refined.changed).toBe(false);
    expect(refined.note).toMatch(/^This plan is written for Grade 6 in every part.*make a new plan with that grade\.$/);
  });

  it("applies an instruction that names the plan's own grade", () => {
    expect(
      refine("steps", "for my grade 6 class, more challenge")
        .plan.steps.map((step) => step.teacher)
        .join(),
    ).toContain("More challenge:");
    expect(refine("steps", "for my 6th grade class, more challenge").changed).toBe(true);
  });

  it("names what it could not do in plain words", () => {
    expect(refine("steps", "make it shorter").note).toContain("could not apply shortening to the Lesson Flow");
  });

  it("says a flow that ends in an exit quiz already has one, rather than that it could not add one", () => {
    const refined = refine("steps", "add a quiz");
    expect(refined.changed).toBe(false);
    expect(refined.note).toBe("The Lesson Flow already has a quiz, so the built-in offline model left it as it was.");
  });

  it.each([
    ["Grade 6", "Mathematics", "Ratios"],
    ["Kindergarten", "Art", "Shapes in nature"],
  ])("adds group work to a %s flow as one sentence, its step going on in lower case", (gradeLevel, subject, topic) => {
    const grade = { subject, gradeLevel, topic };
    const refined = refine("steps", "add group work", grade, composeLessonPlan(dewey, grade, timing));
    const students = refined.plan.steps.map((step) => step.students).join("\n");
    const grouped = students.match(/(In small groups, each with an adult|In groups of four, [^:]+): (\S+)/);
    expect(grouped?.[2]).toMatch(/^[a-z]/);
  });

  it("keeps each misconception's step one the refined flow has, when a game takes the place of a step", () => {
    const refined = refine("steps", "add a game");
    expect(refined.changed).toBe(true);
    const titles = allSteps(refined.plan).map((step) => step.title);
    for (const misconception of refined.plan.misconceptions) expect(titles).toContain(misconception.step);
    expect(checkPlan(refined.plan, { timing, educatorName: dewey.name, ...brief }).problems).toEqual([]);
  });

  it.each([
    ["objectives", "more hands-on"],
    ["assessment", "more challenge"],
    ["materials", "make it more active"],
  ] as const)("adds no activity to the %s (%s), and says where it goes", (part, instruction) => {
    const refined = refine(part, instruction);
    expect(JSON.stringify(partOf(refined.plan, part))).not.toMatch(/(Hands-on|More challenge|More active):/);
    expect(refined.note).toContain(`adds "${instruction}" to the Lesson Flow or the Differentiation`);
  });

  it.each(["more hands-on", "more challenge", "make the starter more active"])(
    "adds an activity for children who do not yet read or write to a kindergarten flow (%s)",
    (instruction) => {
      const kindergarten = { subject: "Art", gradeLevel: "Kindergarten", topic: "Shapes in nature" };
      const current = composeLessonPlan(dewey, kindergarten, timing);
      const refined = refine("steps", instruction, kindergarten, current);
      expect(refined.changed).toBe(true);
      const before = new Set(teacherTexts(current));
      const added = teacherTexts(refined.plan).find((text) => !before.has(text)) ?? "";
      const sentence = added.match(/(?:Hands-on|More challenge|More active|Make this step hands-on): .*$/)?.[0] ?? "";
      expect(sentence).not.toMatch(/\b(students?|written|write|statement|problem)\b/);
      // The built-in model's own additions speak of children; the composer's hands-on step of every pair.
      expect(sentence).toMatch(/children|every pair handles real objects/);
    },
  );
});
