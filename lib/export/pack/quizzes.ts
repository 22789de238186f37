/**
 * The quizzes as Word: the starter and exit quizzes for students (no answers anywhere), and a separate
 * answer key for the teacher with every quiz answer and each check's expected answer.
 */
import { HeadingLevel, Packer, TextRun } from "docx";
import { GUIDANCE_NOTE } from "@/db/data/content-guidance";
import type { ContentGuidance } from "@/lib/lessons/content-guidance";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { gap, heading, paragraph } from "../word-blocks";
import { letterDocument } from "../word-document";
import { labelledTable } from "../word-table";
import { nameLine, quizDirections, quizQuestion, subtitle } from "./handout-blocks";
import { checks, handoutHeader, type QuizItem, quizItems } from "./lesson-content";

export function quizzesDocument(plan: LessonPlan, gradeSystem?: GradeSystemId | null) {
  const { early, topic, subject, gradeLevel } = handoutHeader(plan, gradeSystem);
  const quiz = (name: string, items: QuizItem[], newPage: boolean) => [
    heading(name, HeadingLevel.HEADING_2, newPage),
    quizDirections(early),
    ...items.flatMap((item) => quizQuestion(item, early)),
  ];
  const title = `${topic}: Quizzes`;
  return letterDocument({
    title,
    properties: { title, subject, description: `Starter and exit quizzes for ${gradeLevel}` },
    body: [
      subtitle(subject, gradeLevel),
      ...nameLine(early),
      ...quiz("Starter quiz", quizItems(plan.starterQuiz), false),
      ...quiz("Exit quiz", quizItems(plan.exitQuiz), true),
    ],
  });
}

/** Each question with its answer, as a table to mark from. */
const answers = (items: QuizItem[]) => [
  labelledTable(
    items.map((item) => [`${item.number}. ${item.question}`, item.answer]),
    ["Question", "Answer"],
  ),
  gap(),
];

/** The teacher's answer key; it carries the plan's content guidance, as the teacher's copy of the plan does. */
export function answerKeyDocument(plan: LessonPlan, guidance?: ContentGuidance | null) {
  const { topic, subject, gradeLevel } = handoutHeader(plan);
  const title = `${topic}: Answer key`;
  return letterDocument({
    title,
    properties: { title, subject, description: `The answers to the starter and exit quizzes, for the teacher` },
    body: [
      subtitle(subject, gradeLevel),
      ...(guidance
        ? [heading(GUIDANCE_NOTE.title, HeadingLevel.HEADING_2), paragraph(new TextRun(guidance.note))]
        : []),
      heading("Starter quiz", HeadingLevel.HEADING_2),
      ...answers(quizItems(plan.starterQuiz)),
      heading("Exit quiz", HeadingLevel.HEADING_2),
      ...answers(quizItems(plan.exitQuiz)),
      heading("Checks for understanding", HeadingLevel.HEADING_2),
      labelledTable(
        checks(plan).map((check) => [`${check.step}: ${check.question}`, check.expectedAnswer]),
        ["Check", "Expected answer"],
      ),
    ],
  });
}

export const quizzesFile = (plan: LessonPlan, gradeSystem?: GradeSystemId | null) =>
  Packer.toArrayBuffer(quizzesDocument(plan, gradeSystem));
export const answerKeyFile = (plan: LessonPlan, guidance?: ContentGuidance | null) =>
  Packer.toArrayBuffer(answerKeyDocument(plan, guidance));
