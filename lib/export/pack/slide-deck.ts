/**
 * The lesson's slides in order, as data: what the class reads on each and what the teacher reads in its
 * speaker notes. Answers (the quizzes' and the checks') are only ever in the notes.
 */

import { AI_NOTICE } from "@/lib/site";
import type { LessonPlan } from "@/shared/plan-schema";
import { iCan, plainText, planBlocks, type QuizItem, quizItems } from "./lesson-content";

export type SlideKind = "title" | "outcome" | "keywords" | "day" | "quiz" | "step" | "check" | "close";

export type Slide = {
  kind: SlideKind;
  /** The day a multi-day plan's slide belongs to (its section in the file); null in a single lesson. */
  section: string | null;
  heading: string;
  /** What the class reads under the heading, a paragraph each; `lead` paragraphs are set larger. */
  body: { text: string; lead?: boolean; term?: string }[];
  notes: string;
};

const quizSlides = (name: string, items: QuizItem[], section: string | null): Slide[] =>
  items.map((item) => ({
    kind: "quiz",
    section,
    heading: `${name}: question ${item.number} of ${items.length}`,
    body: [
      { text: item.question, lead: true },
      ...item.options.map((option) => ({ text: `${option.letter}. ${option.text}` })),
    ],
    notes: `Answer: ${item.answer}`,
  }));

/**
 * Title; the outcome with the objectives as "I can…"; the keywords; the starter quiz a question a slide;
 * then each day's goal (multi-day plans only), each step and its check; the exit quiz; and a closing
 * slide with the educator's question for the teacher's reflection.
 */
export function slideDeck(plan: LessonPlan): Slide[] {
  const blocks = planBlocks(plan);
  const first = blocks[0]?.day?.label ?? null;
  const last = blocks.at(-1)?.day?.label ?? null;
  const educator = plainText(plan.lens.educator);
  const opening: Slide[] = [
    {
      kind: "title",
      section: first,
      heading: plainText(plan.topic),
      body: [
        { text: `${plainText(plan.subject)} · ${plainText(plan.gradeLevel)}` },
        { text: `Inspired by ${educator}` },
      ],
      notes: `${plainText(plan.title)}. ${plainText(plan.duration)}. ${educator}'s idea, paraphrased from ${plainText(plan.lens.work)} (${plainText(plan.lens.year)}): ${plainText(plan.lens.idea)}`,
    },
    {
      kind: "outcome",
      section: first,
      heading: "What we are learning",
      body: [
        { text: plainText(plan.learningOutcome), lead: true },
        ...plan.objectives.map((objective) => ({ text: iCan(objective) })),
      ],
      notes: [
        ...plan.objectives.map((objective) => `${plainText(objective.verb)} ${plainText(objective.text)}`),
        `Prior knowledge: ${plainText(plan.priorKnowledge)}`,
      ].join("\n"),
    },
    {
      kind: "keywords",
      section: first,
      heading: "Keywords",
      body: plan.keywords.map((keyword) => ({
        term: plainText(keyword.term),
        text: plainText(keyword.definition),
      })),
      notes: "Read each word aloud with the class, and point to it whenever it comes up.",
    },
    ...quizSlides("Starter quiz", quizItems(plan.starterQuiz), first),
  ];
  const flow = blocks.flatMap(({ day, steps }): Slide[] => [
    ...(day
      ? [
          {
            kind: "day" as const,
            section: day.label,
            heading: day.label,
            body: [{ text: day.goal, lead: true }],
            notes: "",
          },
        ]
      : []),
    ...steps.flatMap((step): Slide[] => [
      {
        kind: "step",
        section: day?.label ?? null,
        heading: plainText(step.title),
        body: [{ text: plainText(step.slideText), lead: true }],
        notes: `${step.minutes} min.\nTeacher: ${plainText(step.teacher)}\nStudents: ${plainText(step.students)}`,
      },
      {
        kind: "check",
        section: day?.label ?? null,
        heading: `Check: ${plainText(step.title)}`,
        body: [{ text: plainText(step.check.question), lead: true }],
        notes: `Expected answer: ${plainText(step.check.expectedAnswer)}`,
      },
    ]),
  ]);
  const closing: Slide[] = [
    ...quizSlides("Exit quiz", quizItems(plan.exitQuiz), last),
    {
      kind: "close",
      section: last,
      heading: "A question to reflect on",
      body: [{ text: plainText(plan.philosophy.reflectionQuestion), lead: true }, { text: `Inspired by ${educator}` }],
      notes: `For you, the teacher, after the lesson: the question ${educator} might ask. ${AI_NOTICE}.`,
    },
  ];
  return [...opening, ...flow, ...closing];
}
