/**
 * A lesson pack read back as a teacher opens it (the slides' text and notes, each Word file's paragraphs), and
 * what of a plan a teacher would not find in it. For the pack's unit tests and the e2e tests' downloads.
 */
import JSZip from "jszip";
import { allSteps } from "@/lib/lessons/plan-parts";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { paragraphsOf } from "./docx";

/** A .pptx's slides in order, each as written (its XML without the slide number's shape), with its paragraphs and its notes'. */
export async function readDeck(bytes: ArrayBuffer | Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const count = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  const written = async (path: string) =>
    ((await zip.file(path)?.async("string")) ?? "")
      .split("<p:sp>")
      .filter((shape) => !shape.includes('type="sldNum"'))
      .join("<p:sp>");
  const slides = await Promise.all(
    Array.from({ length: count }, async (_, at) => {
      const xml = await written(`ppt/slides/slide${at + 1}.xml`);
      const notes = await written(`ppt/notesSlides/notesSlide${at + 1}.xml`);
      return { xml, text: paragraphsOf(xml, "a"), notes: paragraphsOf(notes, "a") };
    }),
  );
  return { slides, presentationXml: (await zip.file("ppt/presentation.xml")?.async("string")) ?? "" };
}

/** A .docx's body as paragraphs, a table cell's each its own. */
export async function readDocxLines(bytes: ArrayBuffer | Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  return paragraphsOf((await zip.file("word/document.xml")?.async("string")) ?? "");
}

export type PackReadBack = {
  slides: { text: string[]; notes: string[] }[];
  worksheet: string[];
  quizzes: string[];
  answers: string[];
};

const QUIZ_HEADINGS = ["Starter quiz", "Exit quiz", "Checks for understanding"];

/** The lines after a heading, up to the next of `headings`: one section of a handout (none when it is missing). */
function section(lines: string[], heading: string, headings: string[]) {
  const from = lines.indexOf(heading);
  if (from === -1) return [];
  const to = lines.findIndex((line, at) => at > from && headings.includes(line));
  return lines.slice(from + 1, to === -1 ? undefined : to);
}

/**
 * What of the plan a teacher would not find in its pack, one line each; none when all is there: each step in
 * order on a slide of its own (title and slide text, the teacher's part in its notes) and on the worksheet (its
 * number and title, then the students' task); every quiz question on the quizzes, its options lettered A, B, C
 * in order, and its answer in the key, with the letter the quizzes give it; each check with its expected answer.
 * The plan's texts are compared as written: a plan whose texts have Markdown marks is not one to check with.
 */
export function missingFromPack(plan: LessonPlan, pack: PackReadBack) {
  const missing: string[] = [];
  let slideAt = -1;
  let taskAt = -1;
  for (const [index, step] of allSteps(plan).entries()) {
    const slide = pack.slides.findIndex(
      (candidate, at) => at > slideAt && candidate.text.join("\n") === `${step.title}\n${step.slideText}`,
    );
    if (slide === -1) missing.push(`step ${index + 1}: no slide after slide ${slideAt + 1} with "${step.title}"`);
    else if (!pack.slides[slide]?.notes.join("\n").includes(`Teacher: ${step.teacher}`))
      missing.push(`step ${index + 1}: the teacher's part is not in its slide's notes`);
    slideAt = Math.max(slide, slideAt);
    const task = pack.worksheet.indexOf(`${index + 1}. ${step.title}`, taskAt + 1);
    if (task === -1) missing.push(`step ${index + 1}: no task "${index + 1}. ${step.title}" in order on the worksheet`);
    else if (pack.worksheet[task + 1] !== step.students)
      missing.push(`step ${index + 1}: the worksheet's task is not the students' part`);
    taskAt = Math.max(task, taskAt);
  }
  for (const [name, questions] of [
    ["Starter quiz", plan.starterQuiz],
    ["Exit quiz", plan.exitQuiz],
  ] as const) {
    const asked = section(pack.quizzes, name, QUIZ_HEADINGS);
    const answered = section(pack.answers, name, QUIZ_HEADINGS);
    for (const [index, question] of questions.entries()) {
      const what = `${name} ${index + 1}`;
      const askedAt = asked.indexOf(`${index + 1}. ${question.question}`);
      const answeredAt = answered.indexOf(`${index + 1}. ${question.question}`);
      if (askedAt === -1) missing.push(`${what}: not on the quizzes`);
      if (answeredAt === -1) missing.push(`${what}: not in the answer key`);
      if (askedAt === -1 || answeredAt === -1) continue;
      const options = asked.slice(askedAt + 1, askedAt + 2 + question.distractors.length);
      const letters = options.map((option) => option.slice(0, 4));
      const texts = options.map((option) => option.slice(4));
      const letter = options.find((option) => option.slice(4) === question.answer)?.slice(0, 1);
      const expected = question.distractors.length === 0 ? question.answer : `${letter}. ${question.answer}`;
      if (
        question.distractors.length > 0 &&
        (letters.join("") !== ["A.  ", "B.  ", "C.  ", "D.  "].slice(0, options.length).join("") ||
          [...texts].sort().join("\n") !== [question.answer, ...question.distractors].sort().join("\n"))
      )
        missing.push(
          `${what}: its options are not the answer and distractors lettered A, B, C: ${options.join(" | ")}`,
        );
      if (answered[answeredAt + 1] !== expected)
        missing.push(`${what}: the key gives "${answered[answeredAt + 1]}", not "${expected}"`);
    }
  }
  const checks = section(pack.answers, "Checks for understanding", []);
  for (const step of allSteps(plan)) {
    const at = checks.indexOf(`${step.title}: ${step.check.question}`);
    if (at === -1 || checks[at + 1] !== step.check.expectedAnswer)
      missing.push(`check of "${step.title}": not in the answer key with its expected answer`);
  }
  return missing;
}
