import { describe, expect, it } from "vitest";
import type { Day, LessonPlan, Step } from "@/shared/plan-schema";
import { samplePlan } from "@/tests/helpers/sample-plan";
import { checkPlan, type PlanRequest, validatePart, validatePlan } from "./check-plan";
import { lessonTiming } from "./timing";

const fractions: PlanRequest = {
  timing: lessonTiming({ lessonLength: "medium" }),
  educatorName: "Maria Montessori",
  subject: "Mathematics",
  gradeLevel: "Grade 4",
  topic: "Equivalent fractions",
};
const good = samplePlan();
const [first, second, third, last] = good.steps as [Step, Step, Step, Step];

/** A two-day unit of 45-minute days, each with its own steps. */
const day = (label: string, steps: Step[]): Day => ({ label, minutes: 45, goal: `Goal of ${label}.`, steps });
const unit = samplePlan({
  steps: [],
  days: [
    day("Day 1", good.steps),
    day(
      "Day 2",
      good.steps.map((step) => ({ ...step, title: `${step.title} again`, teacher: `${step.teacher} Go further.` })),
    ),
  ],
});
const unitRequest = { ...fractions, timing: lessonTiming({ lessonLength: "extended", extendedDays: "2" }) };

const problemsOf = (plan: LessonPlan, request = fractions) => checkPlan(plan, request).problems;

describe("the plan checker", () => {
  it("passes a well-formed lesson and a well-formed unit", () => {
    expect(checkPlan(good, fractions)).toEqual({ ok: true, problems: [], structural: [] });
    expect(checkPlan(unit, unitRequest)).toEqual({ ok: true, problems: [], structural: [] });
  });

  it("applies the age rules of the US grade the teacher's own grade level matches", () => {
    // England's Year 1 is ages 5–6 (a US kindergarten): a 17-minute step is too long; Australia's Year 1 is US Grade 1.
    const englandYear1: PlanRequest = { ...fractions, gradeLevel: "Year 1", gradeSystem: "england-wales" };
    expect(problemsOf(good, englandYear1)).toContain("has a 17-minute step, longer than 15 minutes suits this age");
    expect(problemsOf(good, { ...englandYear1, gradeSystem: "australia" })).toEqual([]);
    expect(problemsOf(good, { ...fractions, gradeLevel: "Year 4", gradeSystem: "england-wales" })).toEqual([]);
  });

  // Each broken plan, and the problem the checker names for it.
  it.each<[string, LessonPlan, string | RegExp, PlanRequest?]>([
    [
      "minutes that do not add up",
      samplePlan({ steps: [{ ...first, minutes: 30 }, second, third, last] }),
      "the flow adds up to 70 minutes, not 30 to 60",
    ],
    ["no steps", samplePlan({ steps: [] }), "the flow has no steps"],
    ["a single lesson with days", samplePlan({ days: unit.days }), "a single lesson has days"],
    [
      "two steps of one name",
      samplePlan({ steps: [first, { ...second, title: first.title }, third, last] }),
      `the flow has two steps called "${first.title}"`,
    ],
    [
      "a slide of three sentences",
      samplePlan({ steps: [{ ...first, slideText: "One. Two. Three." }, second, third, last] }),
      `the flow: the slide of "${first.title}" has more than two sentences`,
    ],
    [
      "a step that asks for more minutes than it has",
      samplePlan({
        steps: [
          { ...first, teacher: `${first.teacher} After 30 to 40 minutes, hold a sharing session.` },
          second,
          third,
          last,
        ],
      }),
      `the flow: "${first.title}" asks for 40 minutes of work in ${first.minutes} minutes`,
    ],
    [
      "no higher-order objective",
      samplePlan({ objectives: good.objectives.map((objective) => ({ ...objective, higherOrder: false })) }),
      "no higher-order objective (analyse, evaluate or create)",
    ],
    [
      "a higher-order flag on a recall verb",
      samplePlan({
        objectives: good.objectives.map((objective) => ({ ...objective, verb: "Recall", higherOrder: true })),
      }),
      "no higher-order objective (analyse, evaluate or create)",
    ],
    [
      "an objective not assessed",
      samplePlan({ assessment: good.assessment.slice(0, 1) }),
      "an objective is not assessed",
    ],
    [
      "a keyword listed twice",
      samplePlan({ keywords: [...good.keywords.slice(0, 2), { term: "Fraction", definition: "again" }] }),
      "a keyword is listed twice",
    ],
    [
      "a misconception addressed by a step that does not exist",
      samplePlan({
        misconceptions: [{ ...(good.misconceptions[0] as LessonPlan["misconceptions"][0]), step: "Fraction walk" }],
      }),
      'a misconception names a step the flow does not have ("Fraction walk")',
    ],
    [
      "a quiz answer among its wrong options",
      samplePlan({
        starterQuiz: [
          { question: "3/4's denominator?", answer: "4", distractors: ["4", "3"] },
          ...good.starterQuiz.slice(1),
        ],
      }),
      "the starter quiz's question 1 lists its answer among the wrong options",
    ],
    [
      "a repeated wrong option",
      samplePlan({
        exitQuiz: [{ question: "2/4 = 1/2?", answer: "Yes", distractors: ["No", "no"] }, ...good.exitQuiz.slice(1)],
      }),
      "the exit quiz's question 1 repeats a wrong option",
    ],
    [
      "a multiple-choice question with one wrong option",
      samplePlan({
        exitQuiz: [{ question: "2/4 = 1/2?", answer: "Yes", distractors: ["No"] }, ...good.exitQuiz.slice(1)],
      }),
      "the exit quiz's question 1 has 1 wrong options, not 2 or 3",
    ],
    [
      "a quiz with no multiple-choice question",
      samplePlan({ starterQuiz: good.starterQuiz.map((question) => ({ ...question, distractors: [] })) }),
      "the starter quiz has no multiple-choice question",
    ],
    [
      "a PE lesson without safety notes",
      good,
      "no safety notes, which this lesson needs",
      { ...fractions, subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" },
    ],
    [
      "the teacher's instructions not reported",
      good,
      "the teacher's instructions are not reported as applied or not",
      { ...fractions, customInstructions: "Include a 5-minute quiz." },
    ],
    [
      "a step too long for seven-year-olds",
      samplePlan({
        steps: [
          { ...first, minutes: 5 },
          { ...second, minutes: 32 },
          { ...third, minutes: 5 },
          { ...last, minutes: 3 },
        ],
      }),
      "has a 32-minute step, longer than 30 minutes suits this age",
    ],
    [
      "written work for five-year-olds",
      samplePlan({
        steps: [
          { ...first, minutes: 5, students: "Write two sentences in their notebooks." },
          { ...second, minutes: 10 },
          { ...third, minutes: 10 },
          { ...last, minutes: 5 },
        ],
      }),
      /asks five-year-olds to (write|take notes)/,
      { ...fractions, gradeLevel: "Kindergarten", timing: lessonTiming({ lessonLength: "brief" }) },
    ],
    [
      "young children's material for older students",
      samplePlan({ materials: ["Puppets for each group"] }),
      'uses an early-years activity with older students ("Puppets")',
      { ...fractions, gradeLevel: "Grade 10" },
    ],
    [
      "a unit with a day missing",
      samplePlan({ steps: [], days: unit.days.slice(0, 1) }),
      "the flow has 1 days, not 2",
      unitRequest,
    ],
    [
      "a day whose minutes do not add up",
      samplePlan({ steps: [], days: [day("Day 1", good.steps.slice(1)), ...unit.days.slice(1)] }),
      "Day 1 adds up to 40 minutes, not 45",
      unitRequest,
    ],
    [
      "a day that repeats another's step",
      samplePlan({ steps: [], days: [unit.days[0] as Day, day("Day 2", good.steps)] }),
      `Day 2 repeats a step of Day 1: "${first.title}"`,
      unitRequest,
    ],
  ])("finds %s", (_, plan, problem, request = fractions) => {
    const problems = problemsOf(plan, request);
    if (typeof problem === "string") expect(problems).toContain(problem);
    else expect(problems.some((found) => problem.test(found))).toBe(true);
  });

  it("refuses structural problems and only reports the rest", () => {
    const wrong = samplePlan({ steps: [{ ...first, minutes: 30 }, second, third, last] });
    const weights = { ...fractions, subject: "Physical Education", topic: "Weight training" };
    const { structural, problems } = checkPlan(wrong, weights);
    expect(structural).toEqual(["the flow adds up to 70 minutes, not 30 to 60"]);
    expect(problems).toEqual([...structural, "no safety notes, which this lesson needs"]);
  });
});

describe("validating a model's answer", () => {
  it("names each schema problem by its path, and keeps the subject, grade and topic asked", () => {
    const { plan, structural } = validatePlan({ ...good, keywords: good.keywords.slice(0, 1), title: 7 }, fractions);
    expect(plan).toBeUndefined();
    expect(structural).toEqual(
      expect.arrayContaining([expect.stringMatching(/^title: /), expect.stringMatching(/^keywords: /)]),
    );
    const renamed = validatePlan(
      { ...good, topic: "Something else", lens: { ...good.lens, educator: "Montessori" } },
      fractions,
    );
    expect(renamed.plan?.topic).toBe("Equivalent fractions");
    expect(renamed.plan?.lens.educator).toBe("Maria Montessori");
  });

  it("checks a refined part against its piece of the schema, and the whole plan with it", () => {
    const starterQuiz = good.starterQuiz.slice(0, 2);
    expect(validatePart({ starterQuiz }, "starterQuiz", good, fractions).structural).toEqual([
      expect.stringMatching(/^starterQuiz: /),
    ]);
    const steps = [{ ...first, minutes: 30 }, second, third, last];
    expect(validatePart({ steps, days: [] }, "steps", good, fractions).structural).toEqual([
      "the flow adds up to 70 minutes, not 30 to 60",
    ]);
    // A problem the plan had before, in a part not refined, does not refuse the answer.
    const broken = samplePlan({
      exitQuiz: [{ question: "2/4 = 1/2?", answer: "Yes", distractors: ["No"] }, ...good.exitQuiz.slice(1)],
    });
    const refined = validatePart({ starterQuiz: good.exitQuiz }, "starterQuiz", broken, fractions);
    expect(refined.structural).toEqual([]);
    expect(refined.problems).toContain("the exit quiz's question 1 has 1 wrong options, not 2 or 3");
    const fine = validatePart({ exitQuiz: good.starterQuiz }, "exitQuiz", good, fractions);
    expect(fine.plan?.exitQuiz).toEqual(good.starterQuiz);
    expect(fine.plan?.steps).toEqual(good.steps);
  });
});
