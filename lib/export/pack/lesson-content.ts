/**
 * What each file of a lesson pack holds, prepared from the plan object before any layout: the slides in
 * order with their speaker notes, the worksheet's tasks, and the quizzes with their answers. The
 * renderers (slides.ts, worksheet.ts, quizzes.ts) and the print views only lay this out, so every file
 * says the same thing and a slot the teacher fills in ("Key idea 1 — add …") reaches each of them as written.
 */
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { Keyword, LessonPlan, QuizQuestion, Step } from "@/lib/lessons/plan-schema";
import { letteredOptions } from "@/lib/lessons/render-plan";
import { isEarlyGrade, mentions } from "@/lib/lessons/scaffolds";

/** Model text as read on a slide or a sheet: Markdown emphasis marks dropped, white space folded. */
export const plainText = (text: string) =>
  text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(^|[^\p{L}\p{N}])\*(\S(?:.*?\S)?)\*(?=$|[^\p{L}\p{N}])/gu, "$1$2")
    .replace(/\s+/g, " ")
    .trim();

/** A quiz question as handed out: its options lettered A, B, C (placed as on the plan's page) and its answer. */
export type QuizItem = {
  number: number;
  question: string;
  options: { letter: string; text: string }[];
  /** "B. 1/2" for multiple choice, the answer's text otherwise. */
  answer: string;
};

export function quizItems(questions: QuizQuestion[]): QuizItem[] {
  const handedOut = (option: { letter: string; text: string }) => ({
    letter: option.letter.toUpperCase(),
    text: plainText(option.text),
  });
  return questions.map((question, index) => {
    const { options, answer } = letteredOptions(question, index);
    const correct = answer && handedOut(answer);
    return {
      number: index + 1,
      question: plainText(question.question),
      options: options.map(handedOut),
      answer: correct ? `${correct.letter}. ${correct.text}` : plainText(question.answer),
    };
  });
}

/** The plan's blocks: one unnamed block for a single lesson, else each day with its label and goal. */
export const planBlocks = (plan: LessonPlan): { day: { label: string; goal: string } | null; steps: Step[] }[] =>
  plan.days.length === 0
    ? [{ day: null, steps: plan.steps }]
    : plan.days.map((day) => ({ day: { label: plainText(day.label), goal: plainText(day.goal) }, steps: day.steps }));

/** An objective as the class reads it: its success criterion, which the schema writes as "I can…". */
export const iCan = (objective: LessonPlan["objectives"][number]) => {
  const criterion = plainText(objective.successCriterion);
  return /^I can\b/i.test(criterion) ? criterion : `I can ${objective.verb.toLowerCase()} ${plainText(objective.text)}`;
};

/** The keywords a step's work names; all of them when it names none. */
export function keywordsOf(step: Step, keywords: Keyword[]) {
  const text = `${step.title} ${step.students} ${step.slideText}`;
  const named = keywords.filter((keyword) => mentions(text, keyword.term));
  return named.length > 0 ? named : keywords;
}

/** Starters for a student's sentence (said aloud by the youngest, written from Grade 3), taken in turn. */
const STARTERS = [
  ["I noticed that …", "I think … because …"],
  ["First …, then …", "This shows that …"],
  ["I found out that …", "I am not sure about … because …"],
] as const;

/** A worksheet's task: one step's work for students, with the words and starters the support version gives beside it. */
export type WorksheetTask = {
  day: string | null;
  number: number;
  title: string;
  task: string;
  keywords: { term: string; definition: string }[];
  starters: string[];
};

/**
 * What heads every handout, and whom it is for. The plan's grade level is the teacher's own label, read in
 * the teacher's grade system: Australia's "Year 3" is eight-year-olds, England's "Year 3" seven-year-olds.
 */
export const handoutHeader = (plan: LessonPlan, gradeSystem?: GradeSystemId | null) => ({
  topic: plainText(plan.topic),
  subject: plainText(plan.subject),
  gradeLevel: plainText(plan.gradeLevel),
  /** Kindergarten to Grade 2 or their age in any system: drawing spaces, no writing asked, questions read aloud. */
  early: isEarlyGrade(plan.gradeLevel, gradeSystem ?? undefined),
});

export type Worksheet = ReturnType<typeof handoutHeader> & {
  keywords: { term: string; definition: string }[];
  tasks: WorksheetTask[];
  exit: QuizItem[];
};

const keywordText = (keyword: Keyword) => ({
  term: plainText(keyword.term),
  definition: plainText(keyword.definition),
});

export function worksheet(plan: LessonPlan, gradeSystem?: GradeSystemId | null): Worksheet {
  let number = 0;
  const tasks = planBlocks(plan).flatMap(({ day, steps }) =>
    steps.map((step): WorksheetTask => {
      number += 1;
      const words = keywordsOf(step, plan.keywords).map(keywordText);
      const [first] = words;
      return {
        day: day?.label ?? null,
        number,
        title: plainText(step.title),
        task: plainText(step.students),
        keywords: words,
        starters: [...(STARTERS[(number - 1) % STARTERS.length] ?? []), ...(first ? [`${first.term} means …`] : [])],
      };
    }),
  );
  return {
    ...handoutHeader(plan, gradeSystem),
    keywords: plan.keywords.map(keywordText),
    tasks,
    exit: quizItems(plan.exitQuiz),
  };
}

/** The checks for understanding, step by step, with what a student who has understood says: for the answer key. */
export const checks = (plan: LessonPlan) =>
  planBlocks(plan).flatMap(({ steps }) =>
    steps.map((step) => ({
      step: plainText(step.title),
      question: plainText(step.check.question),
      expectedAnswer: plainText(step.check.expectedAnswer),
    })),
  );
