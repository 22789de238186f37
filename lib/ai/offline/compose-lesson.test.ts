import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { planProbes } from "@/eval/probes/plans";
import { checkPlan } from "@/lib/lessons/check-plan";
import { allSteps, type LessonPlan, LessonPlanSchema } from "@/lib/lessons/plan-schema";
import { renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";
import { planParts } from "@/tests/helpers/offline-plan";
import { composeLessonPlan } from "./compose-lesson";
import { maskedSentences } from "./text";

const bruner = educators.find((educator) => educator.slug === "jerome-bruner");
if (!bruner) throw new Error("no Jerome Bruner in the catalogue");

const plan = (subject: string, gradeLevel: string, topic: string) =>
  composeLessonPlan(bruner, { subject, gradeLevel, topic }, lessonTiming({ lessonLength: "medium" }));

/** The share of one plan's sentences (its topic masked) that the other plan also has. */
function sharedShare(subject: string, gradeLevel: string, first: string, second: string) {
  const own = new Set(maskedSentences(renderPlan(plan(subject, gradeLevel, first)), first));
  const other = new Set(maskedSentences(renderPlan(plan(subject, gradeLevel, second)), second));
  return [...own].filter((sentence) => other.has(sentence)).length / own.size;
}

const terms = (lesson: LessonPlan) => lesson.keywords.map((keyword) => keyword.term);
const titles = (lesson: LessonPlan) => allSteps(lesson).map((step) => step.title);

describe("offline lesson plans are specific to their topic", () => {
  // Same educator, subject, grade and length: all that differs is the topic, so what the plans share is boilerplate.
  it.each([
    ["Mathematics", "Grade 7", "Solving linear equations", "Percentages", 0.1],
    ["Mathematics", "Kindergarten", "Counting to ten", "Shapes around us", 0.2],
    ["Science", "Grade 6", "Ecosystems", "Forces and motion", 0.3],
    ["History", "Grade 8", "The Cold War", "Ancient Egypt", 0.45],
  ])("a %s plan for %s on %s shares few sentences with one on %s", (subject, grade, first, second, most) => {
    expect(sharedShare(subject, grade, first, second)).toBeLessThan(most);
  });

  it("teaches the topic's own words in the objectives, the keywords, the steps and the exit quiz", () => {
    const ecosystems = plan("Science", "Grade 6", "Ecosystems");
    const parts = planParts(ecosystems);
    const words = /food chain|producer|consumer|habitat/;
    expect(parts.get("Learning Outcome and Objectives")).toMatch(words);
    expect(terms(ecosystems)).toContain("food chain");
    expect(parts.get("Lesson Flow")).toMatch(words);
    expect(parts.get("Exit Quiz")).toMatch(words);
  });

  it("speaks of what the topic is about, not only of its name", () => {
    const causes = plan("History", "Grade 8", "Causes of the American Revolution");
    const text = renderPlan(causes);
    expect(text).toMatch(/Explain the main causes of the American Revolution/);
    expect(terms(causes)).toContain("taxation");
    // Why a war began is not how it turned, nor how people lived through it.
    expect(text).not.toMatch(/Turning points|experienced the American Revolution/);
    expect(titles(plan("History", "Grade 8", "The American Revolution"))).toContain(
      "Turning points in the American Revolution",
    );
  });

  it("chooses a learning cycle for the kind of topic", () => {
    expect(titles(plan("History", "Grade 8", "The Cold War"))).toContain("Turning points in the Cold War");
    expect(titles(plan("Science", "Grade 8", "Plant growth"))).toContain("Process chain: plant growth");
    expect(titles(plan("French", "Grade 3", "Describing my town"))).toContain("Say it, show it: describing your town");
  });

  it("lists what its misconceptions are addressed with, and says plainly where a lesson starts next", () => {
    expect(plan("Mathematics", "Kindergarten", "Comparing lengths").materials[0]).toMatch(
      /^Ribbons, strings and straws/,
    );
    const magnets = plan("Science", "Grade 7", "Magnets");
    expect(magnets.materials.join("\n")).toContain("aluminum foil, copper wire");
    const text = renderPlan(magnets);
    expect(text).toContain("If anyone still thinks magnets stick to every kind of metal, start the next lesson");
    expect(text).not.toMatch(/starts the next lesson/);
  });

  it("tests floating and sinking in water, with an adult at the tub, and meets the belief that heavy things sink", () => {
    const floating = plan("Science", "Kindergarten", "Floating and sinking");
    const parts = planParts(floating);
    expect(floating.materials[0]).toMatch(/^A clear tub of water/);
    expect(parts.get("Materials and Safety")).toContain("an adult beside every tub of water");
    expect(parts.get("Common Misconceptions")).toContain("heavy things sink and light things float");
    // Floating is what things do, not a skill to practice step by step or stages to put in order.
    expect(renderPlan(floating)).not.toMatch(/good at floating|stages of floating/);
  });

  it("tells the time on clock faces, and reads a half hour as time, not a fraction", () => {
    const time = plan("Mathematics", "Grade 2", "Telling time to the half hour");
    expect(time.materials[0]).toMatch(/^A geared teaching clock/);
    expect(planParts(time).get("Common Misconceptions")).toContain(
      "at half past three it sits halfway between 3 and 4",
    );
    expect(terms(time)).not.toContain("fraction");
  });

  it("teaches a persuasive letter as a letter to a reader, with the words of persuasion", () => {
    const letter = plan("English", "Grade 5", "Writing a persuasive letter");
    const misconceptions = planParts(letter).get("Common Misconceptions");
    expect(misconceptions).toContain("a persuasive letter names its reader");
    expect(misconceptions).not.toContain("speech");
    expect(terms(letter)).toContain("audience");
    expect(terms(letter)).not.toContain("character");
    expect(planParts(letter).get("Prior Knowledge and Keywords")).not.toMatch(/words from the book/);
  });

  it("names misconceptions about the topic before general ones of the subject", () => {
    const [first, ...others] = plan("Geography", "Grade 7", "Volcanoes and earthquakes").misconceptions;
    expect(`${first?.belief} ${first?.correction}`).toMatch(/tectonic plates/);
    // No general misconception of geography is needed when one about the topic is known.
    expect(others.map((each) => `${each.belief} ${each.correction}`).join(" ")).not.toMatch(
      /poorer countries|capital cities/,
    );
  });
});

describe("a quiz the teacher timed", () => {
  const timed = (length: string, customInstructions: string) =>
    composeLessonPlan(
      bruner,
      { subject: "History", gradeLevel: "Grade 11", topic: "The Reconstruction era", customInstructions },
      lessonTiming({ lessonLength: length, extendedDurationType: "days", extendedDays: "3" }),
    );
  const minutesOf = (lesson: Pick<LessonPlan, "steps">) => lesson.steps.map((step) => step.minutes);
  const sum = (minutes: number[]) => minutes.reduce((total, each) => total + each, 0);

  it("takes the minutes asked at the end of the lesson, the whole still adding up", () => {
    const lesson = timed("medium", "Include a 10-minute quiz.");
    expect(minutesOf(lesson).at(-1)).toBe(10);
    expect(sum(minutesOf(lesson))).toBe(45);
    expect(lesson.instructions).toContainEqual(
      expect.objectContaining({ instruction: "Include a 10-minute quiz.", applied: true }),
    );
  });

  it("in a unit of days, gives the quiz its minutes on the last day only", () => {
    const days = timed("extended", "Include a 10-minute quiz.").days.map(minutesOf);
    expect(days).toHaveLength(3);
    expect(days.at(-1)?.at(-1)).toBe(10);
    expect(days[0]?.at(-1)).not.toBe(10);
    for (const day of days) expect(sum(day)).toBe(45);
  });

  it("times the quiz whichever sentence gives its minutes", () => {
    expect(minutesOf(timed("medium", "Include a quiz. Make it a 12-minute quiz.")).at(-1)).toBe(12);
  });

  it("says it could not when the quiz would leave too little of the lesson, and does not also call it applied", () => {
    const reported = timed("brief", "Include a 20-minute quiz.").instructions.filter(
      (entry) => entry.instruction === "Include a 20-minute quiz.",
    );
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ applied: false, where: expect.stringMatching(/a quiz that long/) });
  });
});

describe("a PE plan for a class with pupils who use wheelchairs", () => {
  it("asks for no move only standing pupils can make", () => {
    const steiner = educators.find((educator) => educator.slug === "rudolf-steiner");
    if (!steiner) throw new Error("no Rudolf Steiner in the catalogue");
    const brief = {
      subject: "Physical Education",
      gradeLevel: "Grade 5",
      topic: "Throwing and catching",
      customInstructions: "Two students use wheelchairs.",
    };
    const text = renderPlan(composeLessonPlan(steiner, brief, lessonTiming({ lessonLength: "medium" })));
    expect(text).not.toMatch(/on one foot|knees bent|light jogging and/);
    expect(text).toMatch(/light jogging or wheeling/);
    expect(text).toMatch(/standing or seated/);
    // The method's own example ("a letter of the alphabet or fractions") belongs to another subject.
    expect(text).not.toMatch(/letter of the alphabet/);
  });
});

describe("a language lesson on an everyday topic", () => {
  it("teaches the phrases in the language taught: on the phrase cards, in the first step and the exit quiz", () => {
    const spanish = composeLessonPlan(
      bruner,
      { subject: "Spanish", gradeLevel: "Grade 8", topic: "Ordering food in a restaurant" },
      lessonTiming({ lessonLength: "medium" }),
    );
    expect(spanish.materials[0]).toMatch(/^Phrase cards in Spanish[^\n]*Quisiera… \(I would like…\)/);
    expect(spanish.steps[0]?.teacher).toMatch(/Teach the Spanish phrases on the phrase cards/);
    expect(spanish.exitQuiz).toContainEqual(expect.objectContaining({ answer: "La cuenta, por favor." }));
    // The language is named wherever the subject's wording says "the target language".
    const text = renderPlan(spanish);
    expect(text).not.toMatch(/target language/);
    expect(planParts(spanish).get("Lesson Flow")).toMatch(/in Spanish/);
  });
});

describe("a class without the internet", () => {
  it("keeps its computers, and neither the idea nor the steps lean on the internet", () => {
    const mitra = educators.find((educator) => educator.slug === "sugata-mitra");
    if (!mitra) throw new Error("no Sugata Mitra in the catalogue");
    const brief = {
      subject: "Computing",
      gradeLevel: "Grade 8",
      topic: "Loops",
      customInstructions: "We have no internet in the classroom this week.",
    };
    const parts = planParts(composeLessonPlan(mitra, brief, lessonTiming({ lessonLength: "brief" })));
    expect(parts.get("Through Sugata Mitra's Eyes")).not.toMatch(/speaks to internet/);
    expect(`${parts.get("Materials and Safety")}\n${parts.get("Lesson Flow")}`).not.toMatch(/\binternet\b|online/i);
    expect(parts.get("Materials and Safety")).toMatch(/computer/i);
  });
});

describe("the plan's new fields, built from its data", () => {
  const counting = composeLessonPlan(
    bruner,
    { subject: "Mathematics", gradeLevel: "Kindergarten", topic: "Counting to ten" },
    lessonTiming({ lessonLength: "medium" }),
  );
  const ratios = plan("Mathematics", "Grade 6", "Ratios");

  it("asks in the starter quiz which keyword has each meaning, the other keywords the wrong options", () => {
    const choices = ratios.starterQuiz.filter((question) => question.distractors.length > 0);
    expect(choices.length).toBeGreaterThanOrEqual(2);
    for (const question of choices) {
      const keyword = ratios.keywords.find((each) => each.term === question.answer);
      expect(keyword).toBeDefined();
      expect(question.question).toBe(`Which word means ${keyword?.definition}?`);
      for (const wrong of question.distractors) expect(terms(ratios)).toContain(wrong);
    }
    // The prior-knowledge question is answered in the student's own words.
    expect(ratios.starterQuiz[0]?.distractors).toEqual([]);
  });

  it("ends with an exit quiz of which at least one question is multiple choice, answered by the plan's own meanings", () => {
    const meaning = ratios.exitQuiz.find((question) => question.question.startsWith("What does"));
    expect(meaning?.distractors.length).toBeGreaterThanOrEqual(2);
    const definitions = ratios.keywords.map(
      (keyword) => `${keyword.definition.replace(/^./, (c) => c.toUpperCase())}.`,
    );
    expect(definitions).toContain(meaning?.answer);
    for (const wrong of meaning?.distractors ?? []) expect(definitions).toContain(wrong);
  });

  it("asks five-year-olds aloud, in both quizzes, and sets them no written task", () => {
    for (const question of [...counting.starterQuiz, ...counting.exitQuiz]) expect(question.question).toMatch(/^Ask/);
    for (const step of counting.steps)
      expect(`${step.students} ${step.slideText}`).not.toMatch(/\bwrite\b|\bwritten\b|sticky note|worksheet/i);
  });

  it("closes each step with a question and the answer it listens for, from the keywords or the exit quiz", () => {
    for (const step of ratios.steps) {
      expect(step.check.question.length).toBeGreaterThan(10);
      expect(step.check.expectedAnswer.length).toBeGreaterThan(10);
    }
    const first = ratios.steps[0];
    const used = ratios.keywords.find((keyword) => first?.check.expectedAnswer.includes(`“${keyword.term}”`));
    expect(first?.check.expectedAnswer).toContain(used?.definition);
    // The exit step asks the exit quiz's first question.
    expect(ratios.steps.at(-1)?.check).toEqual({
      question: ratios.exitQuiz[0]?.question,
      expectedAnswer: ratios.exitQuiz[0]?.answer,
    });
  });

  it("puts on each step's slide what students do, in at most two sentences addressed to them", () => {
    for (const step of [...ratios.steps, ...counting.steps]) {
      expect(step.slideText.split(/[.!?]+(?:\s+|$)/).filter((part) => part.trim()).length).toBeLessThanOrEqual(2);
      expect(step.slideText).not.toMatch(/\b(they|their)\b/);
      expect(step.students.startsWith(step.slideText.split(" ")[0] ?? "")).toBe(true);
    }
  });

  it("names for each misconception the step that addresses it, and that step does", () => {
    for (const lesson of [ratios, counting]) {
      for (const misconception of lesson.misconceptions) {
        const step = allSteps(lesson).find((each) => each.title === misconception.step);
        expect(step?.teacher).toContain(misconception.howAddressed.slice(1));
      }
    }
  });

  it("cites the lens's work as catalogued, with the year alone", () => {
    expect(ratios.lens).toMatchObject({ educator: "Jerome Bruner", year: expect.stringMatching(/^\d{4}$/) });
    expect(ratios.lens.methods.length).toBeGreaterThanOrEqual(1);
  });

  it("writes no Markdown into the plan's fields", () => {
    expect(JSON.stringify(ratios)).not.toMatch(/\*/);
  });

  it("is deterministic", () => {
    expect(plan("Mathematics", "Grade 6", "Ratios")).toEqual(ratios);
  });
});

describe("every educator, every brief of the plans eval, every length", () => {
  const lengths: TimingRequest[] = [
    { lessonLength: "brief" },
    { lessonLength: "medium" },
    { lessonLength: "comprehensive" },
    ...[2, 3, 4, 5].map((days) => ({
      lessonLength: "extended",
      extendedDurationType: "days",
      extendedDays: String(days),
    })),
    ...[120, 150, 180, 240, 300].map((minutes) => ({
      lessonLength: "extended",
      extendedDurationType: "minutes",
      extendedMinutes: String(minutes),
    })),
  ];

  it.each(educators.map((educator) => [educator.name, educator] as const))(
    "%s composes plans the schema accepts and the checker passes",
    (_name, educator) => {
      const failures: string[] = [];
      for (const probe of planProbes) {
        for (const length of [probe.length, ...lengths]) {
          const timing = lessonTiming(length);
          const brief = {
            subject: probe.subject,
            gradeLevel: probe.gradeLevel,
            topic: probe.topic,
            customInstructions: probe.customInstructions,
          };
          const lesson = composeLessonPlan(educator, brief, timing);
          const parsed = LessonPlanSchema.safeParse(lesson);
          const problems = parsed.success
            ? checkPlan(lesson, { timing, educatorName: educator.name, ...brief }).problems
            : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
          for (const problem of problems) failures.push(`${probe.topic}, ${JSON.stringify(length)}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
