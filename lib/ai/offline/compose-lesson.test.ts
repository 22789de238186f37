import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { planSections } from "@/lib/lessons/check-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan } from "./compose-lesson";
import { maskedSentences } from "./text";

const bruner = educators.find((educator) => educator.slug === "jerome-bruner");
if (!bruner) throw new Error("no Jerome Bruner in the catalogue");

const plan = (subject: string, gradeLevel: string, topic: string) =>
  composeLessonPlan(bruner, { subject, gradeLevel, topic }, lessonTiming({ lessonLength: "medium" }));

/** The share of one plan's sentences (its topic masked) that the other plan also has. */
function sharedShare(subject: string, gradeLevel: string, first: string, second: string) {
  const own = new Set(maskedSentences(plan(subject, gradeLevel, first), first));
  const other = new Set(maskedSentences(plan(subject, gradeLevel, second), second));
  return [...own].filter((sentence) => other.has(sentence)).length / own.size;
}

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

  it("teaches the topic's own words in the objectives, the steps and the exit quiz", () => {
    const sections = planSections(plan("Science", "Grade 6", "Ecosystems"));
    const words = /food chain|producer|consumer|habitat/;
    expect(sections.get("Learning Outcome and Objectives")).toMatch(words);
    expect(sections.get("Prior Knowledge and Keywords")).toMatch(/\*\*food chain\*\* \(a keyword for ecosystems\)/);
    expect(sections.get("Lesson Flow")).toMatch(words);
    expect(sections.get("Assessment")?.split("**Exit quiz:**")[1]).toMatch(words);
  });

  it("speaks of what the topic is about, not only of its name", () => {
    const text = plan("History", "Grade 8", "Causes of the American Revolution");
    expect(text).toMatch(/Explain the main causes of the American Revolution/);
    expect(text).toMatch(/\*\*taxation\*\*/);
    // Why a war began is not how it turned, nor how people lived through it.
    expect(text).not.toMatch(/Turning points|experienced the American Revolution/);
    expect(plan("History", "Grade 8", "The American Revolution")).toMatch(
      /\*\*Turning points in the American Revolution\*\*/,
    );
  });

  it("chooses a learning cycle for the kind of topic", () => {
    expect(plan("History", "Grade 8", "The Cold War")).toMatch(/\*\*Turning points in the Cold War\*\*/);
    expect(plan("Science", "Grade 8", "Plant growth")).toMatch(/\*\*Process chain: plant growth\*\*/);
    expect(plan("French", "Grade 3", "Describing my town")).toMatch(/\*\*Say it, show it: describing your town\*\*/);
  });

  it("lists what its misconceptions are addressed with, and says plainly where a lesson starts next", () => {
    const lengths = planSections(plan("Mathematics", "Kindergarten", "Comparing lengths"));
    expect(lengths.get("Materials and Safety")).toMatch(/^\s*- Ribbons, strings and straws/);
    const magnets = plan("Science", "Grade 7", "Magnets");
    expect(planSections(magnets).get("Materials and Safety")).toContain("aluminum foil, copper wire");
    expect(magnets).toContain("If anyone still thinks magnets stick to every kind of metal, start the next lesson");
    expect(magnets).not.toMatch(/starts the next lesson/);
  });

  it("tests floating and sinking in water, with an adult at the tub, and meets the belief that heavy things sink", () => {
    const floating = plan("Science", "Kindergarten", "Floating and sinking");
    const sections = planSections(floating);
    expect(sections.get("Materials and Safety")).toMatch(/^\s*- A clear tub of water/);
    expect(sections.get("Materials and Safety")).toContain("an adult beside every tub of water");
    expect(sections.get("Common Misconceptions")).toContain("heavy things sink and light things float");
    // Floating is what things do, not a skill to practice step by step or stages to put in order.
    expect(floating).not.toMatch(/good at floating|stages of floating/);
  });

  it("tells the time on clock faces, and reads a half hour as time, not a fraction", () => {
    const time = planSections(plan("Mathematics", "Grade 2", "Telling time to the half hour"));
    expect(time.get("Materials and Safety")).toMatch(/^\s*- A geared teaching clock/);
    expect(time.get("Common Misconceptions")).toContain("at half past three it sits halfway between 3 and 4");
    expect(time.get("Prior Knowledge and Keywords")).not.toContain("**fraction**");
  });

  it("teaches a persuasive letter as a letter to a reader, with the words of persuasion", () => {
    const letter = planSections(plan("English", "Grade 5", "Writing a persuasive letter"));
    expect(letter.get("Common Misconceptions")).toContain("a persuasive letter names its reader");
    expect(letter.get("Common Misconceptions")).not.toContain("speech");
    const keywords = letter.get("Prior Knowledge and Keywords") ?? "";
    expect(keywords).toContain("**audience**");
    expect(keywords).not.toMatch(/\*\*character\*\*|words from the book/);
  });

  it("names misconceptions about the topic before general ones of the subject", () => {
    const misconceptions = planSections(plan("Geography", "Grade 7", "Volcanoes and earthquakes")).get(
      "Common Misconceptions",
    );
    const [first, ...others] = misconceptions?.split("\n").filter((line) => line.startsWith("- ")) ?? [];
    expect(first).toMatch(/tectonic plates/);
    // No general misconception of geography is needed when one about the topic is known.
    expect(others.join(" ")).not.toMatch(/poorer countries|capital cities/);
  });
});

describe("a quiz the teacher timed", () => {
  const timed = (length: string, customInstructions: string) =>
    composeLessonPlan(
      bruner,
      { subject: "History", gradeLevel: "Grade 11", topic: "The Reconstruction era", customInstructions },
      lessonTiming({ lessonLength: length, extendedDurationType: "days", extendedDays: "3" }),
    );
  const minutesOf = (flow: string) => [...flow.matchAll(/\((\d+) min\)/g)].map((found) => Number(found[1]));

  it("takes the minutes asked at the end of the lesson, the whole still adding up", () => {
    const sections = planSections(timed("medium", "Include a 10-minute quiz."));
    const minutes = minutesOf(sections.get("Lesson Flow") ?? "");
    expect(minutes.at(-1)).toBe(10);
    expect(minutes.reduce((sum, each) => sum + each, 0)).toBe(45);
    expect(sections.get("Your Instructions")).toMatch(/Applied: \*Include a 10-minute quiz\.\*/);
  });

  it("in a unit of days, gives the quiz its minutes on the last day only", () => {
    const flow = planSections(timed("extended", "Include a 10-minute quiz.")).get("Lesson Flow") ?? "";
    const days = flow.split(/^### /m).slice(1).map(minutesOf);
    expect(days).toHaveLength(3);
    expect(days.at(-1)?.at(-1)).toBe(10);
    expect(days[0]?.at(-1)).not.toBe(10);
    for (const day of days)
      expect(day.reduce((sum, each) => sum + each, 0)).toBe(days[0]?.reduce((sum, each) => sum + each, 0));
  });

  it("times the quiz whichever sentence gives its minutes", () => {
    const minutes = minutesOf(
      planSections(timed("medium", "Include a quiz. Make it a 12-minute quiz.")).get("Lesson Flow") ?? "",
    );
    expect(minutes.at(-1)).toBe(12);
  });

  it("says it could not when the quiz would leave too little of the lesson, and does not also call it applied", () => {
    const instructions = planSections(timed("brief", "Include a 20-minute quiz.")).get("Your Instructions") ?? "";
    expect(instructions).toMatch(/Not applied by the built-in model: \*Include a 20-minute quiz\. \(a quiz that long/);
    expect(instructions).not.toMatch(/Applied: \*Include a 20-minute quiz/);
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
    const text = composeLessonPlan(steiner, brief, lessonTiming({ lessonLength: "medium" }));
    expect(text).not.toMatch(/on one foot|knees bent|light jogging and/);
    expect(text).toMatch(/light jogging or wheeling/);
    expect(text).toMatch(/standing or seated/);
    // The method's own example ("a letter of the alphabet or fractions") belongs to another subject.
    expect(text).not.toMatch(/letter of the alphabet/);
  });
});

describe("a language lesson on an everyday topic", () => {
  it("teaches the phrases in the language taught: listed under the keywords, on cards, and in the first step", () => {
    const spanish = planSections(
      composeLessonPlan(
        bruner,
        { subject: "Spanish", gradeLevel: "Grade 8", topic: "Ordering food in a restaurant" },
        lessonTiming({ lessonLength: "medium" }),
      ),
    );
    expect(spanish.get("Prior Knowledge and Keywords")).toMatch(
      /\*\*Phrases in Spanish:\*\*[\s\S]*\*Quisiera…\* \(I would like…\)/,
    );
    expect(spanish.get("Materials and Safety")).toMatch(/Phrase cards in Spanish/);
    expect(spanish.get("Lesson Flow")).toMatch(/Teach the Spanish phrases listed under Keywords/);
    // The language is named wherever the subject's wording says "the target language".
    expect([...spanish.values()].join("\n")).not.toMatch(/target language/);
    expect(spanish.get("Lesson Flow")).toMatch(/in Spanish/);
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
    const sections = planSections(composeLessonPlan(mitra, brief, lessonTiming({ lessonLength: "brief" })));
    expect(sections.get("Through Sugata Mitra's Eyes")).not.toMatch(/speaks to internet/);
    expect(`${sections.get("Materials and Safety")}\n${sections.get("Lesson Flow")}`).not.toMatch(
      /\binternet\b|online/i,
    );
    expect(sections.get("Materials and Safety")).toMatch(/computer/i);
  });
});
