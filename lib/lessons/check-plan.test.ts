import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { checkLessonPlan, type PlanRequest } from "./check-plan";
import { lessonTiming } from "./timing";

const montessori = educators.find((educator) => educator.slug === "maria-montessori");
if (!montessori) throw new Error("catalogue lacks Maria Montessori");

function plan(
  brief: { subject: string; gradeLevel: string; topic: string; customInstructions?: string },
  length = "medium",
) {
  const timing = lessonTiming({ lessonLength: length, extendedDurationType: "days", extendedDays: "3" });
  const request: PlanRequest = { timing, educatorName: "Maria Montessori", ...brief };
  return { text: composeLessonPlan(montessori as NonNullable<typeof montessori>, brief, timing), request };
}

const fractions = plan({ subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" });
const problemsOf = (text: string, request = fractions.request) => checkLessonPlan(text, request).problems;
const section = (text: string, heading: string) => text.split(`## ${heading}`)[1]?.split(/^## /m)[0] ?? "";

describe("the plan checker", () => {
  it("passes a well-formed plan", () => {
    expect(checkLessonPlan(fractions.text, fractions.request)).toEqual({ ok: true, problems: [] });
  });

  it("finds a missing title and a missing section", () => {
    const broken = fractions.text.replace(/^# .*$/m, "").replace("## Common Misconceptions", "## Mistakes");
    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining(["no title (# heading)", 'missing section "Common Misconceptions"']),
    );
  });

  it("finds minutes that do not add up, and a step without minutes", () => {
    const wrong = fractions.text.replace(/\((\d+) min\)/, "(99 min)");
    expect(problemsOf(wrong).some((problem) => /^the flow adds up to \d+ minutes, not 45$/.test(problem))).toBe(true);
    const untimed = fractions.text.replace(/ \((\d+) min\)/, "");
    expect(problemsOf(untimed).some((problem) => /has no minutes/.test(problem))).toBe(true);
  });

  it("finds a step that does not say what students do or how understanding is checked", () => {
    const broken = fractions.text
      .replace(/\n {3}- \*Students:\*[^\n]*/, "")
      .replace(/\n {3}- \*Check for understanding:\*[^\n]*/, "");
    const problems = problemsOf(broken);
    expect(problems.some((problem) => problem.endsWith("lacks what students do"))).toBe(true);
    expect(problems.some((problem) => problem.endsWith("lacks a check for understanding"))).toBe(true);
  });

  it("finds objectives that are only recall, too many, or without success criteria", () => {
    const objectives = section(fractions.text, "Learning Outcome and Objectives");
    const recall =
      "**Learning outcome:** know it.\n\n- **Remember** the facts. *Success criterion:* I can say them.\n- **Recall** the words. *Success criterion:* I can list them.\n";
    expect(problemsOf(fractions.text.replace(objectives, `\n${recall}\n`))).toContain(
      "no higher-order objective (analyze, evaluate or create)",
    );
    const bare = objectives.replaceAll(/\*Success criterion:\*[^\n]*/g, "");
    expect(problemsOf(fractions.text.replace(objectives, bare))).toContain("an objective has no success criterion");
    const many = `${objectives.trimEnd()}\n- **Create** one.\n- **Design** two.\n`;
    expect(problemsOf(fractions.text.replace(objectives, many))).toContain("5 objectives, not 2 to 4");
  });

  it("finds missing keywords, misconceptions without how they are addressed, and no exit quiz answers", () => {
    const text = fractions.text
      .replace(section(fractions.text, "Prior Knowledge and Keywords"), "\nStudents know some things.\n\n")
      .replaceAll("**How the lesson addresses it:**", "")
      .replaceAll("*Answer:*", "");
    expect(problemsOf(text)).toEqual(
      expect.arrayContaining([
        "fewer than two keywords with definitions",
        "a misconception without how the lesson addresses it",
        "the exit quiz has no answers",
      ]),
    );
  });

  it("finds differentiation without special educational needs or multilingual learners", () => {
    const text = fractions.text
      .replace(/- \*\*Special educational needs:\*\*.*\n/, "")
      .replace(/- \*\*Multilingual learners:\*\*.*/, "");
    expect(problemsOf(text)).toEqual(
      expect.arrayContaining([
        'differentiation lacks "special educational needs"',
        'differentiation lacks "multilingual learners"',
      ]),
    );
  });

  it("finds a PE lesson without safety notes", () => {
    const weights = plan(
      { subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" },
      "comprehensive",
    );
    expect(checkLessonPlan(weights.text, weights.request).ok).toBe(true);
    const unsafe = weights.text.replace(/\*\*Safety notes:\*\*[\s\S]*?(?=\n## )/, "");
    expect(problemsOf(unsafe, weights.request)).toContain("no safety notes, which this lesson needs");
  });

  it("finds a unit whose days repeat a step", () => {
    const unit = plan({ subject: "Science", gradeLevel: "Grade 6", topic: "Ecosystems" }, "extended");
    expect(checkLessonPlan(unit.text, unit.request).ok).toBe(true);
    const days = unit.text.split(/^(?=### )/m);
    const [, first = "", second = ""] = days;
    const firstStep = first.split(/^(?=\d+\. )/m)[2] ?? "";
    const secondStep = second.split(/^(?=\d+\. )/m)[2] ?? "";
    const repeated = unit.text.replace(secondStep, firstStep.replace(/^\d+/, "2"));
    expect(
      problemsOf(repeated, unit.request).some((problem) => problem.startsWith("Day 2 repeats a step of Day 1")),
    ).toBe(true);
  });

  it("finds what no kindergarten teacher would ask of five-year-olds", () => {
    const counting = plan({ subject: "Mathematics", gradeLevel: "Kindergarten", topic: "Counting to ten" }, "brief");
    expect(checkLessonPlan(counting.text, counting.request).ok).toBe(true);
    const adult = counting.text
      .replace("*Children:* ", "*Children:* Keep notes in their notebooks, then ")
      .replace(
        /\*Teacher:\* /,
        "*Teacher:* Hand out exit-ticket slips. Protect a long block of time, ideally up to three hours. ",
      );
    expect(problemsOf(adult, counting.request)).toEqual(
      expect.arrayContaining([
        'asks five-year-olds to take notes ("Keep notes")',
        'gives five-year-olds a written exit slip ("exit-ticket")',
        "asks for up to three hours inside a lesson of minutes",
      ]),
    );
  });

  it("finds young-children material in a lesson for older students", () => {
    const weights = plan(
      { subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" },
      "comprehensive",
    );
    const wrong = weights.text.replace(
      "## Learning Outcome",
      "For children from six to twelve I proposed cosmic education.\n\n## Learning Outcome",
    );
    expect(problemsOf(wrong, weights.request)).toContain(
      'speaks of young children in a lesson for older students ("six to twelve")',
    );
  });
});
