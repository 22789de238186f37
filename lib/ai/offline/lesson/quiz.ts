import { planWords } from "@/db/data/plan-wording";
import type { QuizQuestion } from "@/shared/plan-schema";
import type { LessonContext } from "./context";
import { lowerStart, type Term } from "./knowledge";

/**
 * The plan's quizzes. A library topic's come from its file (its recall questions start the lesson, else
 * half its quiz does), answers and wrong options as written; where a half has too few questions, or no multiple choice, it
 * takes questions made from the file's keywords and first misconception, right by construction. A frame's
 * are marked slots ("Question 1 — add …") that still have the shape a quiz needs.
 */

/** The keyword a word of the flow is, if it is one. */
export const keywordFor = (context: Pick<LessonContext, "keywords">, word: string) =>
  context.keywords.find((keyword) => keyword.term.toLowerCase() === word.toLowerCase());

/**
 * A question asked aloud to children who do not yet read: "Ask: which word means …?"; what a written
 * question has them write, they say.
 */
const asked = (context: Pick<LessonContext, "spoken" | "known">, question: string) =>
  context.spoken && !/^Ask\b/.test(question)
    ? `Ask: ${lowerStart(question.replace(/^Write(?: down)?\b/, "Say"), context.known)}`
    : question;

/** Up to three options other than the answer, each different from it and from each other. */
function wrongOptions(answer: string, candidates: readonly string[]) {
  const seen = new Set([answer.trim().toLowerCase()]);
  const options: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(candidate);
  }
  return options.slice(0, 3);
}

/** Which of the keywords has a keyword's meaning, the others the wrong options. */
function whichWord(context: LessonContext, keyword: Term): QuizQuestion | undefined {
  const distractors = wrongOptions(
    keyword.term,
    context.keywords.map((each) => each.term),
  );
  return distractors.length >= 2
    ? {
        question: asked(context, `Which word means ${keyword.meaning.replace(/[.]+$/, "")}?`),
        answer: keyword.term,
        distractors,
      }
    : undefined;
}

const isChoice = (question: QuizQuestion) => question.distractors.length > 0;

/**
 * A quiz of 3 to 6 questions with at least one multiple choice: `own` first, then questions on the
 * keywords (in `order`) as far as it needs them.
 */
function completed(context: LessonContext, own: QuizQuestion[], order: readonly Term[]) {
  const questions = own.slice(0, 6);
  const extra = order
    .map((keyword) => whichWord(context, keyword))
    .filter((question): question is QuizQuestion => question !== undefined)
    .filter((question) => !questions.some((each) => each.question === question.question));
  if (!questions.some(isChoice)) {
    const choice = extra.shift();
    if (choice) {
      if (questions.length >= 6) questions.pop();
      questions.push(choice);
    }
  }
  while (questions.length < 3 && extra.length) questions.push(extra.shift() as QuizQuestion);
  return questions;
}

/** The phrases of a language lesson asked in the language taught. */
function phraseQuestions(context: LessonContext): QuizQuestion[] {
  const phrases = context.phrases?.phrases ?? [];
  const language = context.phrases?.language;
  return [phrases[1], phrases.at(-1)]
    .filter((each) => each !== undefined)
    .map(([phrase, said]) => {
      const question = asked(context, `How do you say "${said.replace(/[.…]+$/, "")}" in ${language}?`);
      const distractors = wrongOptions(
        phrase,
        phrases.map(([other]) => other),
      );
      return { question, answer: phrase, distractors: distractors.length >= 2 ? distractors : [] };
    });
}

/** Whether the lesson's first misconception still holds, answered with the correct idea. */
function beliefQuestion(context: LessonContext): QuizQuestion | undefined {
  const [first] = context.misconceptions;
  if (!first || first.slot) return undefined;
  const belief = first.belief.replace(/[.]+$/, "");
  return {
    question: context.spoken
      ? `Ask whether this is true: ${lowerStart(belief, context.known)}.`
      : `True or false: ${belief}.`,
    answer: `Not true: ${first.correction}`,
    distractors: [],
  };
}

/** Questions of a library topic's file as the plan asks them: aloud to children up to Grade 2. */
const asPlanned = (context: LessonContext, questions: readonly QuizQuestion[] = []): QuizQuestion[] =>
  questions.map((question) => ({
    question: asked(context, question.question),
    answer: question.answer,
    distractors: [...question.distractors],
  }));

/**
 * A library topic's questions for each quiz: the file's questions on what the lesson builds on start it
 * and its quiz ends it; a file without them splits its quiz in two.
 */
function fileQuizzes(context: LessonContext) {
  const quiz = asPlanned(context, context.known?.quiz);
  const recall = asPlanned(context, context.known?.recall);
  // Five at most, leaving the exit quiz room to ask whether the misconception still holds.
  if (recall.length) return { starter: recall, exit: quiz.slice(0, 5) };
  const half = Math.ceil(quiz.length / 2);
  return { starter: quiz.slice(0, half), exit: quiz.slice(half) };
}

/** A slot for a multiple-choice question. */
const choiceSlot = (number: number, on: string): QuizQuestion => ({
  question: planWords("choiceQuestion", { n: number, on }),
  answer: planWords("rightAnswer"),
  distractors: [planWords("wrongAnswer"), planWords("secondWrongAnswer")],
});

/** A slot for a question answered in the student's own words. */
const shortSlot = (number: number, on: string): QuizQuestion => ({
  question: planWords("shortQuestion", { n: number, on }),
  answer: planWords("answerSays"),
  distractors: [],
});

/** A slot for a question asked aloud, with options the children point to when `options`. */
const spokenSlot = (number: number, on: string, options: boolean): QuizQuestion =>
  options
    ? {
        question: planWords("spokenChoiceQuestion", { n: number, on }),
        answer: planWords("rightAnswer"),
        distractors: [planWords("wrongAnswer"), planWords("secondWrongAnswer")],
      }
    : {
        question: planWords("spokenQuestion", { n: number, on }),
        answer: planWords("answerSays"),
        distractors: [],
      };

/** The starter quiz: the file's questions on what the lesson builds on, or a frame's slots for them. */
export function starterQuiz(context: LessonContext): QuizQuestion[] {
  if (context.framed) {
    const known = `what ${context.learners} already know that this lesson on ${context.topic} builds on`;
    return context.spoken
      ? [spokenSlot(1, known, true), spokenSlot(2, "Keyword 1", false), spokenSlot(3, "Keyword 2", true)]
      : [
          choiceSlot(1, known),
          shortSlot(2, "a word or an idea from an earlier lesson that this one uses"),
          choiceSlot(3, "what Keyword 1 means"),
        ];
  }
  return completed(context, fileQuizzes(context).starter, context.keywords);
}

/**
 * The exit quiz: the file's quiz (its second half, where the file has no recall questions), with whether the first misconception still holds where
 * there is room, and a language lesson's phrases in the language; or a frame's slots on the misconception
 * and the key ideas. Children up to Grade 2 are asked aloud.
 */
export function exitQuiz(context: LessonContext): QuizQuestion[] {
  const phrases = phraseQuestions(context);
  if (context.framed) {
    const slots = context.spoken
      ? [
          spokenSlot(1, "the misconception the lesson puts right", false),
          spokenSlot(2, "Key idea 1", true),
          spokenSlot(3, "Key idea 2", false),
        ]
      : [
          shortSlot(1, "the misconception the lesson puts right"),
          choiceSlot(2, "Key idea 1"),
          shortSlot(3, "Key idea 2, using Keyword 1"),
        ];
    return [...slots, ...phrases].slice(0, 6);
  }
  const rest = [...fileQuizzes(context).exit, ...phrases].slice(0, 6);
  const belief = beliefQuestion(context);
  const own = belief && rest.length < 6 ? [belief, ...rest] : rest;
  return completed(context, own, [...context.keywords].reverse());
}
