import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { legacyPlans, unparseablePlan } from "@/db/fixtures/legacy-plans";
import { type LessonPlan, LessonPlanSchema } from "@/shared/plan-schema";
import {
  type LegacyPlanRow,
  NEUTRAL_EXPECTED_ANSWER,
  NEUTRAL_REFLECTION_QUESTION,
  parseLegacyPlan,
} from "./legacy-plan";
import { allSteps } from "./plan-parts";
import { renderPlan } from "./render-plan";

type Fixture = (typeof legacyPlans)[keyof typeof legacyPlans];

/** The row beside a fixture's Markdown, with its educator's catalogued methods (as the conversion reads them). */
function rowOf(fixture: Fixture): LegacyPlanRow {
  const educator = educators.find((each) => each.slug === fixture.educatorSlug);
  if (!educator) throw new Error(`no educator ${fixture.educatorSlug}`);
  const { subject, gradeLevel, topic } = fixture;
  return { subject, gradeLevel, topic, educatorName: educator.name, methods: educator.knowledge.methods };
}

function parsed(fixture: Fixture) {
  const plan = parseLegacyPlan(fixture.markdown, rowOf(fixture));
  if (!plan) throw new Error("the plan did not parse");
  return plan;
}

const minutes = (steps: { minutes: number }[]) => steps.reduce((total, step) => total + step.minutes, 0);

/** What every converted plan must be: valid, and with misconceptions that name real steps. */
function expectCoherent(plan: LessonPlan) {
  expect(LessonPlanSchema.safeParse(plan).success).toBe(true);
  const titles = allSteps(plan).map((step) => step.title);
  for (const misconception of plan.misconceptions) expect(titles).toContain(misconception.step);
  for (const step of allSteps(plan)) {
    expect(step.slideText.length).toBeGreaterThan(0);
    expect(step.slideText).not.toContain("*");
  }
  for (const question of [...plan.starterQuiz, ...plan.exitQuiz]) {
    expect(question.distractors).not.toContain(question.answer);
  }
}

describe("parseLegacyPlan: the old built-in composer's plans", () => {
  it("parses a single lesson: title, lens, objectives, keywords, misconceptions, steps adding up, quizzes", () => {
    const plan = parsed(legacyPlans.single);
    expectCoherent(plan);
    expect(plan).toMatchObject({
      title: "Equivalent fractions: a Mathematics lesson for Grade 4",
      subject: "Mathematics",
      gradeLevel: "Grade 4",
      topic: "Equivalent fractions",
      duration: "45 minutes",
      days: [],
      instructions: [],
      safetyNotes: [],
    });
    expect(plan.lens).toMatchObject({
      educator: "Maria Montessori",
      work: "To Educate the Human Potential",
      year: "1948",
      idea: expect.stringMatching(/^For children from six to twelve I proposed cosmic education/),
    });
    expect(plan.lens.methods.map((method) => method.name)).toEqual([
      "Self-correcting materials",
      "Three-period lesson",
    ]);
    expect(plan.learningOutcome).toMatch(/^By the end of this lesson, students understand equivalent fractions/);
    expect(plan.objectives.map((objective) => [objective.verb, objective.higherOrder])).toEqual([
      ["Explain", false],
      ["Use", false],
      ["Create", true],
    ]);
    expect(plan.objectives[0]?.successCriterion).toMatch(/^I can tell a partner why it is wrong/);
    expect(plan.keywords).toEqual([
      { term: "fraction", definition: "a part of something shared into equal pieces" },
      { term: "denominator", definition: "the bottom number that says how many equal pieces" },
      { term: "equivalent", definition: "worth the same" },
      { term: "numerator", definition: "the top number: how many parts we have" },
    ]);
    expect(plan.misconceptions).toEqual([
      {
        belief: "A fraction with a bigger denominator is bigger, so 1/8 is more than 1/4.",
        correction:
          "The denominator says how many equal parts the whole is cut into, so eighths are smaller pieces than quarters.",
        howAddressed:
          "Fold two equal paper strips into quarters and eighths and compare one piece of each side by side.",
        // The exit quiz is the step that asks about it (its first question) and says how to put it right.
        step: "Exit quiz",
      },
      expect.objectContaining({
        belief: "Knowing what the word fraction means is the same as understanding equivalent fractions.",
      }),
    ]);
    expect(plan.steps.map((step) => [step.title, step.minutes])).toEqual([
      ["Retrieval warm-up", 6],
      ["Hands-on exploration", 17],
      ["Sort and say the rule: equivalent fractions", 16],
      ["Exit quiz", 6],
    ]);
    expect(minutes(plan.steps)).toBe(45);
    const [warmUp] = plan.steps;
    expect(warmUp).toMatchObject({
      teacher: expect.stringMatching(/^Put five quick questions on the board/),
      students:
        "Answer on mini whiteboards, then mark their own answers against the key, using the words *fraction* and *denominator*.",
      slideText:
        "Answer on mini whiteboards, then mark their own answers against the key, using the words fraction and denominator.",
      check: {
        question: "Scan the boards; reteach on the spot any question fewer than half got right.",
        expectedAnswer: "*fraction* used correctly.",
      },
    });
    expect(plan.steps[1]?.check.expectedAnswer).toBe("Uses *equivalent* accurately in their own words.");
    expect(plan.steps[3]?.check.expectedAnswer).toBe(NEUTRAL_EXPECTED_ANSWER);
  });

  it("makes the starter quiz of the plan's own prior-knowledge check and keywords, with their definitions as options", () => {
    const { starterQuiz } = parsed(legacyPlans.single);
    expect(starterQuiz).toEqual([
      {
        question: "What does *fraction* mean, and where might we meet it in equivalent fractions?",
        answer: "A part of something shared into equal pieces; accept any sensible example from equivalent fractions.",
        distractors: [],
      },
      {
        question: "What does *denominator* mean?",
        answer: "the bottom number that says how many equal pieces",
        distractors: ["worth the same", "the top number: how many parts we have"],
      },
      {
        question: "What does *equivalent* mean?",
        answer: "worth the same",
        distractors: ["the top number: how many parts we have", "a part of something shared into equal pieces"],
      },
      {
        question: "What does *numerator* mean?",
        answer: "the top number: how many parts we have",
        distractors: [
          "a part of something shared into equal pieces",
          "the bottom number that says how many equal pieces",
        ],
      },
    ]);
  });

  it("keeps the exit quiz's answers, and turns 'Which is right: (a) …, or (b) …?' into a multiple-choice question", () => {
    const { exitQuiz, assessment, differentiation, philosophy } = parsed(legacyPlans.single);
    expect(exitQuiz).toEqual([
      {
        question: "True or false: a fraction with a bigger denominator is bigger, so 1/8 is more than 1/4.",
        answer:
          "Not true: the denominator says how many equal parts the whole is cut into, so eighths are smaller pieces than quarters.",
        distractors: [],
      },
      {
        question: "Use *denominator* in a sentence about equivalent fractions.",
        answer:
          "Any sentence about equivalent fractions that uses it to mean the bottom number that says how many equal pieces.",
        distractors: [],
      },
      {
        question: "Use *equivalent* in a sentence about equivalent fractions.",
        answer: "Any sentence about equivalent fractions that uses it to mean worth the same.",
        distractors: [],
      },
      {
        question: "Which is right?",
        answer:
          "understanding equivalent fractions shows when you can use words like *fraction* to explain a new example of it",
        distractors: ["knowing what the word *fraction* means is the same as understanding equivalent fractions"],
      },
    ]);
    expect(assessment).toHaveLength(3);
    expect(assessment[0]).toEqual({
      objective:
        "Explain in their own words that the denominator says how many equal parts the whole is cut into, so eighths are smaller pieces than quarters",
      evidence: "Evidence from the “Sort and say the rule: equivalent fractions” step and the exit questions.",
    });
    expect(differentiation.support).toMatch(/^Before the “Hands-on exploration” step, show one finished example/);
    expect(differentiation.multilingualLearners).toMatch(/^Pre-teach the words for equivalent fractions/);
    expect(philosophy.reflectionQuestion).toBe(
      "Which parts of your room can a child use entirely without asking you for help?",
    );
    expect(philosophy.assessment).not.toContain("A question Maria Montessori might ask");
  });

  it("parses a plan of several days, each with its goal and steps adding up to its length", () => {
    const plan = parsed(legacyPlans.days);
    expectCoherent(plan);
    expect(plan.duration).toBe("3 days of 45 minutes");
    expect(plan.steps).toEqual([]);
    expect(plan.days.map((day) => [day.label, day.minutes, minutes(day.steps)])).toEqual([
      ["Day 1", 45, 45],
      ["Day 2", 45, 45],
      ["Day 3", 45, 45],
    ]);
    expect(plan.days[0]?.goal).toBe(
      "students meet equivalent fractions and learn the keywords, starting from objects and pictures.",
    );
    expect(plan.days[1]?.steps.map((step) => step.title)).toEqual([
      "Recall: objects and pictures",
      "Concrete, pictorial, abstract",
      "Number game",
      "Exit check: the language and symbols of equivalent fractions",
    ]);
    expect(plan.lens).toMatchObject({ work: "Experience and Education", year: "1938" });
    expect(plan.exitQuiz).toHaveLength(4);
  });

  it("parses sessions of different lengths, safety notes, a spoken exit task and the teacher's instructions", () => {
    const plan = parsed(legacyPlans.sessions);
    expectCoherent(plan);
    expect(plan.duration).toBe("150 minutes in 3 sessions");
    expect(plan.days.map((day) => [day.label, day.minutes, minutes(day.steps)])).toEqual([
      ["Session 1", 60, 60],
      ["Session 2", 60, 60],
      ["Session 3", 30, 30],
    ]);
    expect(plan.safetyNotes).toHaveLength(3);
    expect(plan.safetyNotes[1]).toMatch(/^Keep the water shallow/);
    // Young children's exit task is spoken: three questions asked aloud, with their answers.
    expect(plan.exitQuiz.map((question) => question.question)).toEqual([
      "Ask whether this is true: heavy things sink and light things float.",
      "Ask: can you say something about floating and sinking with the word *float*?",
      "Ask: can you say something about floating and sinking with the word *sink*?",
    ]);
    expect(plan.exitQuiz[0]?.answer).toMatch(/^Not true: whether a thing floats depends on what it is made of/);
    expect(plan.instructions).toEqual([
      { instruction: "Include a 10 minute quiz.", applied: true, where: "See the flow, materials and assessment." },
      {
        instruction: "Make it 20 minutes",
        applied: false,
        where:
          "The plan keeps the length chosen in the form; change Lesson Length instead. Adapt the plan by hand, or use a connected AI model.",
      },
    ]);
  });

  it("keeps what a refine added to a step as part of what the teacher does", () => {
    const plan = parsed(legacyPlans.singleRefined);
    expectCoherent(plan);
    expect(minutes(plan.steps)).toBe(45);
    expect(plan.steps[0]?.teacher).toContain(
      "Hands-on: give each pair real objects or cut-out cards to sort, build or model equivalent fractions",
    );
  });

  it("gives the same plan for the same Markdown, and renders it with every step", () => {
    const plan = parsed(legacyPlans.days);
    expect(parsed(legacyPlans.days)).toEqual(plan);
    const markdown = renderPlan(plan);
    expect(markdown).toContain("# Equivalent fractions: a Mathematics lesson for Grade 4");
    for (const step of allSteps(plan)) expect(markdown).toContain(step.title);
  });
});

describe("parseLegacyPlan: a connected model's plans in the old anatomy", () => {
  it("parses the lens without a quotation, labelled misconceptions, expected answers said outright and options", () => {
    const plan = parsed(legacyPlans.connected);
    expectCoherent(plan);
    expect(plan).toMatchObject({
      title: "Rivers and the Water Cycle: A Grade 6 Geography Lesson",
      duration: "45 minutes",
      lens: { educator: "John Dewey", work: "How We Think", year: "1910" },
    });
    expect(plan.lens.idea).toMatch(/^In \*How We Think\* \(1910\), he describes thinking as beginning/);
    // Methods the plan names, described as the catalogue describes them.
    expect(plan.lens.methods.map((method) => method.name)).toEqual([
      "Problem-centered inquiry",
      "Reflection after experience",
    ]);
    expect(plan.steps.map((step) => [step.title, step.minutes])).toEqual([
      ["Where does the river come from?", 5],
      ["Cloud in a jar", 12],
      ["Follow the raindrop", 15],
      ["Improve the model", 8],
      ["Exit quiz", 5],
    ]);
    expect(plan.keywords.map((keyword) => keyword.term)).toEqual([
      "evaporation",
      "condensation",
      "precipitation",
      "run-off",
      "groundwater",
    ]);
    expect(plan.misconceptions.map((misconception) => [misconception.belief, misconception.step])).toEqual([
      ["Clouds are made of water vapour (steam).", "Cloud in a jar"],
      ["Rivers are filled only by the rain that falls on them.", "Follow the raindrop"],
    ]);
    expect(plan.steps.map((step) => step.check.expectedAnswer)).toEqual([
      "Any testable idea, such as water coming from underground or from hills upstream.",
      "Tiny drops of water that formed when warm vapour cooled under the cold lid.",
      NEUTRAL_EXPECTED_ANSWER,
      "Improvements that cite the cloud in the jar or the groundwater path.",
      "Groundwater as a source of river water.",
    ]);
    expect(plan.exitQuiz[1]).toEqual({
      question: "What is a cloud made of?",
      answer: "tiny drops of liquid water or ice",
      distractors: ["water vapour", "smoke"],
    });
    expect(plan.exitQuiz.map((question) => question.answer)).toContain(
      "Groundwater keeps seeping into it from the soil and rock of its basin.",
    );
    expect(plan.assessment.map((entry) => entry.objective)).toEqual([
      "Describe the stages of the water cycle",
      "Explain why a river keeps flowing",
      "Evaluate a classmate's model",
    ]);
    expect(plan.philosophy.reflectionQuestion).toBe(NEUTRAL_REFLECTION_QUESTION);
    expect(plan.instructions).toEqual([
      expect.objectContaining({ instruction: "Use the local river as the example", applied: true }),
      expect.objectContaining({ instruction: "Include a field trip to the river", applied: false }),
    ]);
  });

  it("leaves a plan whose methods it cannot name unconverted rather than guessing them", () => {
    const { methods: _methods, ...row } = rowOf(legacyPlans.connected);
    expect(parseLegacyPlan(legacyPlans.connected.markdown, row)).toBeUndefined();
  });
});

describe("parseLegacyPlan: what it leaves as Markdown", () => {
  const row = rowOf(legacyPlans.single);

  it("Markdown that is no plan in the old anatomy", () => {
    expect(parseLegacyPlan(unparseablePlan, row)).toBeUndefined();
    expect(parseLegacyPlan("", row)).toBeUndefined();
  });

  it("a plan whose minutes do not add up to its length", () => {
    const markdown = legacyPlans.single.markdown.replace(
      "**Retrieval warm-up** (6 min)",
      "**Retrieval warm-up** (9 min)",
    );
    expect(markdown).not.toBe(legacyPlans.single.markdown);
    expect(parseLegacyPlan(markdown, row)).toBeUndefined();
  });

  it("a day whose steps do not add up to the day", () => {
    const markdown = legacyPlans.days.markdown.replace("**Number game** (16 min)", "**Number game** (12 min)");
    expect(parseLegacyPlan(markdown, rowOf(legacyPlans.days))).toBeUndefined();
  });

  it("a plan missing a section, or a step without its check", () => {
    const withoutDifferentiation = legacyPlans.single.markdown.replace(
      /## Differentiation[\s\S]*?(?=## Assessment)/,
      "",
    );
    expect(parseLegacyPlan(withoutDifferentiation, row)).toBeUndefined();
    const withoutCheck = legacyPlans.single.markdown.replace(
      / {3}- \*Check for understanding:\* Scan the boards.*\n/,
      "",
    );
    expect(withoutCheck).not.toBe(legacyPlans.single.markdown);
    expect(parseLegacyPlan(withoutCheck, row)).toBeUndefined();
  });

  it("a plan with too few exit questions for the schema", () => {
    const markdown = legacyPlans.single.markdown.replace(/\n[234]\. (?:Use|Which)[^\n]*/g, "");
    expect(parseLegacyPlan(markdown, row)).toBeUndefined();
  });
});
