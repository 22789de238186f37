import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import { allSteps } from "@/lib/lessons/plan-parts";
import type { LessonPlan } from "@/shared/plan-schema";
import { paragraphsOf } from "@/tests/helpers/docx";
import { missingFromPack, readDeck, readDocxLines } from "@/tests/helpers/lesson-pack";
import { builtInPlan, guidedPlan, SLOT } from "@/tests/helpers/offline-plan";
import { samplePlan, sampleUnit } from "@/tests/helpers/sample-plan";
import { packFile, packZip } from "./pack";
import { PACK_FILES, type PackFileKey, type PackLesson, packFileName } from "./pack-files";

/**
 * Each member of a .zip with its compression method (0 stored, 8 deflated), read from the zip's own directory:
 * the end record (signature 0x06054b50, the last in the file) gives the directory's size and offset, and each
 * of its 46-byte records (0x02014b50) a member's method at byte 10 and its name after the record.
 */
function zipMethods(bytes: ArrayBuffer) {
  const view = new DataView(bytes);
  let end = view.byteLength - 22;
  while (end > 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const methods: Record<string, number> = {};
  let at = view.getUint32(end + 16, true);
  for (let member = view.getUint16(end + 10, true); member > 0; member--) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(new Uint8Array(bytes, at + 46, nameLength));
    methods[name] = view.getUint16(at + 10, true);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return methods;
}

const lessonOf = (plan: LessonPlan, gradeSystem?: GradeSystemId): PackLesson => ({
  subject: plan.subject,
  topic: plan.topic,
  gradeLevel: plan.gradeLevel,
  gradeSystem,
  educatorName: plan.lens.educator,
  createdAt: "2026-03-02T10:00:00Z",
  content: "",
  plan,
});

/** The deck read back: each slide's paragraphs, its speaker notes' paragraphs and its font sizes, in order, and the sections. */
async function readSlides(plan: LessonPlan) {
  const { slides, presentationXml } = await readDeck((await packFile(lessonOf(plan), "slides")).bytes);
  return {
    slides: slides.map(({ xml, text, notes }) => ({
      text,
      notes,
      fontSizes: [...xml.matchAll(/ sz="(\d+)"/g)].map((match) => Number(match[1]) / 100),
    })),
    sections: [...presentationXml.matchAll(/<p14:section name="([^"]*)"/g)].map((match) => match[1]),
  };
}

/** A Word file of the pack read back: its paragraphs, and how many ruled lines and drawing boxes it has. */
async function readDocx(plan: LessonPlan, key: PackFileKey, gradeSystem?: GradeSystemId) {
  const zip = await JSZip.loadAsync((await packFile(lessonOf(plan, gradeSystem), key)).bytes);
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  const lines = paragraphsOf(xml, "w");
  return {
    lines,
    text: lines.join("\n"),
    ruledLines: (xml.match(/<w:pBdr><w:bottom /g) ?? []).length,
    drawingBoxes: lines.filter((line) => line === "Draw here").length,
  };
}

const single = samplePlan();
const steps = allSteps(single);
const answers = (plan: LessonPlan) => [
  ...[...plan.starterQuiz, ...plan.exitQuiz].filter((question) => question.distractors.length === 0),
  ...allSteps(plan).map((step) => ({ answer: step.check.expectedAnswer })),
];

describe("the lesson slides", () => {
  it("has a title, the outcome, the keywords, a slide per starter question, per step and per check, the exit questions and a close", async () => {
    const { slides, sections } = await readSlides(single);
    expect(slides).toHaveLength(3 + single.starterQuiz.length + steps.length * 2 + single.exitQuiz.length + 1);
    expect(sections).toEqual([]);
    const [title, outcome, keywords] = slides;
    expect(title?.text).toEqual(["Equivalent fractions", "Mathematics · Grade 4", "Inspired by Maria Montessori"]);
    expect(outcome?.text).toEqual([
      "What we are learning",
      single.learningOutcome,
      "I can show 1/2 and 2/4 cover the same length.",
      "I can make three fractions that are equal and say why.",
    ]);
    expect(keywords?.text).toEqual([
      "Keywords",
      ...single.keywords.map((keyword) => `${keyword.term}: ${keyword.definition}`),
    ]);
    expect(slides.at(-1)?.text).toEqual([
      "A question to reflect on",
      single.philosophy.reflectionQuestion,
      "Inspired by Maria Montessori",
    ]);
  });

  it("puts each step's title and slide text on its slide, the teacher's part in its notes, and its check on the next", async () => {
    const { slides } = await readSlides(single);
    const first = 3 + single.starterQuiz.length;
    steps.forEach((step, index) => {
      const slide = slides[first + 2 * index];
      const check = slides[first + 2 * index + 1];
      expect(slide?.text).toEqual([step.title, step.slideText]);
      expect(slide?.notes.join("\n")).toContain(`Teacher: ${step.teacher}`);
      expect(check?.text).toEqual([`Check: ${step.title}`, step.check.question]);
      expect(check?.notes).toEqual([`Expected answer: ${step.check.expectedAnswer}`]);
    });
  });

  it("asks a quiz question a slide, lettered A/B/C, with its answer in the notes and nowhere on a slide", async () => {
    const { slides } = await readSlides(single);
    expect(slides[3]?.text).toEqual([
      "Starter quiz: question 1 of 3",
      "What is the denominator of 3/4?",
      "A. 4",
      "B. 3",
      "C. 7",
    ]);
    expect(slides[3]?.notes).toEqual(["Answer: A. 4"]);
    expect(slides[4]?.notes).toEqual(["Answer: B. 1/2"]);
    expect(slides[5]?.notes).toEqual(["Answer: Any shape in three equal parts"]);
    const onSlides = slides.flatMap((slide) => slide.text).join("\n");
    for (const { answer } of answers(single)) expect(onSlides).not.toContain(answer);
    expect(onSlides).not.toMatch(/Answer/);
  });

  it("sets body text at 24 pt or more", async () => {
    const { slides } = await readSlides(single);
    const fontSizes = slides.flatMap((slide) => slide.fontSizes);
    expect(fontSizes.length).toBeGreaterThan(slides.length);
    expect(fontSizes.filter((size) => size < 24)).toEqual([]);
  });

  it("gives a multi-day plan a section per day, opening with the day's goal", async () => {
    const unit = sampleUnit();
    const { slides, sections } = await readSlides(unit);
    expect(sections).toEqual(["Day 1", "Day 2"]);
    expect(slides).toHaveLength(3 + unit.starterQuiz.length + 2 + allSteps(unit).length * 2 + unit.exitQuiz.length + 1);
    const day2 = slides.findIndex((slide) => slide.text[0] === "Day 2");
    expect(slides[day2]?.text).toEqual(["Day 2", "Use them."]);
    expect(slides[day2 + 1]?.text[0]).toBe("Starter quiz 2");
  });
});

describe("the worksheet", () => {
  it("has the keywords box, each step's task in order with lines to write on, and the exit questions", async () => {
    const { lines, ruledLines, drawingBoxes } = await readDocx(single, "worksheet");
    expect(lines[0]).toBe("Equivalent fractions: Worksheet");
    expect(lines).toContain("Name:");
    for (const keyword of single.keywords) {
      expect(lines).toContain(keyword.term);
      expect(lines).toContain(keyword.definition);
    }
    const tasks = steps.map((step, index) => lines.indexOf(`${index + 1}. ${step.title}`));
    expect(tasks).not.toContain(-1);
    expect(tasks).toEqual([...tasks].sort((a, b) => a - b));
    for (const [index, step] of steps.entries()) expect(lines[(tasks[index] ?? 0) + 1]).toBe(step.students);
    const exit = lines.indexOf("Exit questions");
    expect(exit).toBeGreaterThan(tasks.at(-1) ?? 0);
    for (const question of single.exitQuiz) expect(lines.slice(exit).join("\n")).toContain(question.question);
    expect(ruledLines).toBeGreaterThanOrEqual(steps.length * 4);
    expect(drawingBoxes).toBe(0);
    // Students' copy: no expected answers, no marked answers.
    for (const { answer } of answers(single)) expect(lines.join("\n")).not.toContain(answer);
  });

  it("in its support version sets the task's words with their meanings and sentence starters beside each task", async () => {
    const { lines } = await readDocx(single, "support");
    expect(lines[0]).toBe("Equivalent fractions: Worksheet with support");
    expect(lines.filter((line) => line === "Words to use")).toHaveLength(steps.length);
    expect(lines.filter((line) => line === "Sentence starters")).toHaveLength(steps.length);
    expect(lines).toContain("I noticed that …");
    const task = lines.indexOf("2. Strip exploration");
    const next = lines.indexOf("3. Make your own");
    expect(lines.slice(task, next)).toEqual(
      expect.arrayContaining([single.steps[1]?.students, "Words to use", "Sentence starters"]),
    );
  });

  it("gives Kindergarten to Grade 2 boxes to draw in and no line to write on", async () => {
    for (const gradeLevel of ["Kindergarten", "Grade 1", "Grade 2"]) {
      const young = samplePlan({ gradeLevel });
      for (const key of ["worksheet", "support", "quizzes"] as const) {
        const { ruledLines, drawingBoxes, lines } = await readDocx(young, key);
        expect(ruledLines, `${gradeLevel} ${key}`).toBe(0);
        expect(drawingBoxes, `${gradeLevel} ${key}`).toBeGreaterThan(0);
        expect(lines).not.toContain("Name:");
      }
    }
    expect((await readDocx(samplePlan({ gradeLevel: "Grade 3" }), "worksheet")).drawingBoxes).toBe(0);
  });

  it("reads the teacher's grade label in the teacher's grade system", async () => {
    // [label, system, early]: Year 3 is seven-year-olds in England and Wales, eight-year-olds in Australia.
    const grades: [string, GradeSystemId, boolean][] = [
      ["Reception", "england-wales", true],
      ["Year 1", "england-wales", true],
      ["Year 3", "england-wales", true],
      ["Year 3", "australia", false],
      ["Age 5", "age", true],
      ["Age 8", "age", false],
      ["Primary 1", "scotland", true],
      ["Senior Infants", "ireland", true],
      ["UKG", "india", true],
      ["Class 3", "india", false],
    ];
    for (const [gradeLevel, system, early] of grades) {
      const plan = samplePlan({ gradeLevel });
      for (const key of ["worksheet", "support", "quizzes"] as const) {
        const { ruledLines, drawingBoxes, lines } = await readDocx(plan, key, system);
        const what = `${gradeLevel} (${system}) ${key}`;
        expect(lines[1], what).toBe(`Mathematics · ${gradeLevel}`);
        expect(drawingBoxes > 0, what).toBe(early);
        expect(ruledLines > 0, what).toBe(!early);
        expect(lines.includes("Name:"), what).toBe(!early);
      }
    }
  });
});

describe("the quizzes and the answer key", () => {
  it("give students both quizzes with A/B/C options and lines for short answers, and no answers", async () => {
    const { lines, text, ruledLines } = await readDocx(single, "quizzes");
    expect(lines[0]).toBe("Equivalent fractions: Quizzes");
    const starter = lines.indexOf("Starter quiz");
    const exit = lines.indexOf("Exit quiz");
    expect(starter).toBeGreaterThan(0);
    expect(exit).toBeGreaterThan(starter);
    expect(lines.slice(starter, exit)).toEqual(
      expect.arrayContaining(["1. What is the denominator of 3/4?", "A.  4", "B.  3", "C.  7"]),
    );
    for (const [index, question] of single.exitQuiz.entries()) {
      expect(lines.slice(exit)).toContain(`${index + 1}. ${question.question}`);
    }
    const shortAnswers = [...single.starterQuiz, ...single.exitQuiz].filter((q) => q.distractors.length === 0);
    expect(ruledLines).toBe(shortAnswers.length * 3 + 1);
    for (const { answer } of answers(single)) expect(text).not.toContain(answer);
  });

  it("gives the teacher every answer: each quiz question's and each check's", async () => {
    const { text } = await readDocx(single, "answers");
    expect(text).toContain("Equivalent fractions: Answer key");
    for (const question of [...single.starterQuiz, ...single.exitQuiz]) expect(text).toContain(question.answer);
    expect(text).toContain("A. 4");
    expect(text).toContain("B. 1/2");
    for (const step of steps) expect(text).toContain(step.check.expectedAnswer);
  });
});

describe.each([
  {
    who: "an early-years plan (Reception, England and Wales)",
    educator: "maria-montessori",
    brief: { subject: "Mathematics", gradeLevel: "Reception", gradeSystem: "england-wales", topic: "Counting to ten" },
    early: true,
  },
  {
    who: "an upper grade plan (Grade 11)",
    educator: "jerome-bruner",
    brief: { subject: "Science", gradeLevel: "Grade 11", gradeSystem: "us", topic: "Evolution" },
    early: false,
  },
] as const)("what a teacher gets for $who of the built-in model", ({ educator: slug, brief, early }) => {
  const plan = builtInPlan(slug, brief);
  const lesson = lessonOf(plan, brief.gradeSystem);
  const bytesOf = async (key: PackFileKey) => (await packFile(lesson, key)).bytes;

  it("is a plan with steps, both quizzes, multiple choice and short answers, in plain words", () => {
    expect(allSteps(plan).length).toBeGreaterThanOrEqual(3);
    const questions = [...plan.starterQuiz, ...plan.exitQuiz];
    expect(plan.starterQuiz.length * plan.exitQuiz.length).toBeGreaterThan(0);
    expect(questions.some((question) => question.distractors.length > 0)).toBe(true);
    expect(questions.some((question) => question.distractors.length === 0)).toBe(true);
    // The files are compared with the plan's own words: no Markdown marks for a handout to drop.
    expect(JSON.stringify(plan)).not.toMatch(/\*|\s{2}/);
  });

  it("holds each step on its slide and the worksheet, every quiz question lettered A, B, C, and every answer with its letter", async () => {
    const pack = {
      slides: (await readDeck(await bytesOf("slides"))).slides,
      worksheet: await readDocxLines(await bytesOf("worksheet")),
      quizzes: await readDocxLines(await bytesOf("quizzes")),
      answers: await readDocxLines(await bytesOf("answers")),
    };
    expect(missingFromPack(plan, pack)).toEqual([]);
  });

  it(`gives the class ${early ? "boxes to draw in and nothing to write" : "lines to write on"}`, async () => {
    const { ruledLines, drawingBoxes } = await readDocx(plan, "worksheet", brief.gradeSystem);
    // Room for each task, and for each exit question answered in words; the others' options are circled.
    const tasks = allSteps(plan).length;
    const shortAnswers = plan.exitQuiz.filter((question) => question.distractors.length === 0).length;
    expect(shortAnswers).toBeGreaterThan(0);
    expect(drawingBoxes).toBe(early ? tasks + shortAnswers : 0);
    // Four lines a task, three an answer, and the line the name is written on.
    expect(ruledLines).toBe(early ? 0 : tasks * 4 + shortAnswers * 3 + 1);
  });
});

describe("the lesson pack", () => {
  it("zips the slides, the worksheets, the quizzes, the answer key and the plan, named after the topic", async () => {
    const { name, bytes } = await packZip(lessonOf(single));
    expect(name).toBe("Equivalent fractions - Lesson pack.zip");
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual([
      "Equivalent fractions - Answer key.docx",
      "Equivalent fractions - Plan.docx",
      "Equivalent fractions - Quizzes.docx",
      "Equivalent fractions - Slides.pptx",
      "Equivalent fractions - Worksheet with support.docx",
      "Equivalent fractions - Worksheet.docx",
    ]);
    const plan = await JSZip.loadAsync((await zip.file("Equivalent fractions - Plan.docx")?.async("uint8array")) ?? []);
    expect(await plan.file("word/document.xml")?.async("string")).toContain("Lesson Flow");
  });

  it("stores the .docx files as they are, their parts deflated already, and deflates the .pptx, whose parts are not", async () => {
    const { bytes } = await packZip(lessonOf(single));
    const deflated = { pptx: 8, docx: 0 };
    expect(zipMethods(bytes)).toEqual(
      Object.fromEntries(PACK_FILES.map((file) => [packFileName(single.topic, file), deflated[file.extension]])),
    );
    const [docx, pptx] = await Promise.all([
      packFile(lessonOf(single), "worksheet"),
      packFile(lessonOf(single), "slides"),
    ]);
    expect(Object.values(zipMethods(docx.bytes))).not.toContain(0);
    expect(Object.values(zipMethods(pptx.bytes))).not.toContain(8);
  });

  it("names a topic's files without the characters a file name cannot hold", async () => {
    const { name } = await packZip(lessonOf(samplePlan({ topic: 'Ratios: "a/b"  and  more?' })));
    expect(name).toBe("Ratios ab and more - Lesson pack.zip");
  });

  it("carries a built-in plan's slots for a topic it has no notes on into every file, as written", async () => {
    const frame = builtInPlan("jerome-bruner", { subject: "Science", gradeLevel: "Grade 5", topic: "Zorblats" });
    const keyword = frame.keywords[0]?.term ?? "";
    const question = frame.exitQuiz[0]?.question ?? "";
    expect(keyword).toMatch(SLOT);
    expect(question).toMatch(SLOT);
    const { slides } = await readSlides(frame);
    const deck = slides.flatMap((slide) => [...slide.text, ...slide.notes]).join("\n");
    expect(deck).toContain(frame.learningOutcome);
    expect(deck).toContain(`${keyword}: ${frame.keywords[0]?.definition}`);
    expect(deck).toContain(question);
    expect((await readDocx(frame, "worksheet")).text).toContain(keyword);
    expect((await readDocx(frame, "worksheet")).text).toContain(question);
    expect((await readDocx(frame, "quizzes")).text).toContain(question);
    expect((await readDocx(frame, "answers")).text).toContain(frame.exitQuiz[0]?.answer);
  });

  it("carries the plan's content guidance into the teacher's files (the plan and the answer key), and into no student's", async () => {
    const { plan, guidance } = guidedPlan("jerome-bruner");
    const lesson = { ...lessonOf(plan), guidance };
    const carrying: string[] = [];
    for (const file of PACK_FILES) {
      const zip = await JSZip.loadAsync((await packFile(lesson, file.key)).bytes);
      const parts = Object.keys(zip.files).filter((name) =>
        /^(word\/document|ppt\/(slides|notesSlides)\/\w+)\.xml$/.test(name),
      );
      const xml = (await Promise.all(parts.map((name) => zip.file(name)?.async("string")))).join("");
      if ([...paragraphsOf(xml, "w"), ...paragraphsOf(xml, "a")].includes(guidance.note)) carrying.push(file.key);
    }
    expect(carrying).toEqual(["answers", "plan"]);
  });
});
