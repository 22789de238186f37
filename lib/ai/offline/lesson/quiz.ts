import type { QuizQuestion } from "@/lib/lessons/plan-schema";
import type { Keyword } from "@/lib/lessons/scaffolds";
import { type LessonContext, workingKeyword } from "./context";

/**
 * The plan's quizzes, built from its keywords, phrases and misconceptions only, so every answer is
 * right by construction: the answer of a multiple-choice question is one of the plan's own terms (or
 * meanings, or correct ideas) and its wrong options are others of them, never the answer itself.
 */

/** A keyword's meaning in words the class understands: the child-friendly one up to Grade 5. */
export const meaning = (context: Pick<LessonContext, "band">, keyword: Keyword) =>
  context.band === "early" || context.band === "primary" ? keyword.simple : keyword.definition;

/** The keyword a word of the flow is, if it is one. */
export const keywordFor = (context: Pick<LessonContext, "keywords">, word: string) =>
  context.keywords.find((keyword) => keyword.term.toLowerCase() === word.toLowerCase());

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => `${capitalized(text).replace(/[.…]+$/, "")}.`;

/** A question asked aloud to children who do not yet read: "Ask: which word means …?". */
const asked = (context: Pick<LessonContext, "spoken">, question: string) =>
  context.spoken ? `Ask: ${question.charAt(0).toLowerCase()}${question.slice(1)}` : question;

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

/** A multiple-choice question, when there are at least two wrong options for it. */
function multipleChoice(question: string, answer: string, candidates: readonly string[]): QuizQuestion[] {
  const distractors = wrongOptions(answer, candidates);
  return distractors.length >= 2 ? [{ question, answer, distractors }] : [];
}

/**
 * The starter quiz, on what the lesson builds on: what one of its words means and where it is met
 * (answered in the student's own words), then which of the plan's words has each other keyword's
 * meaning (the topic's own keywords, and the subject's as far as three questions need), the other
 * keywords as the wrong options.
 */
export function starterQuiz(context: LessonContext): QuizQuestion[] {
  const { keywords, profile } = context;
  const { matter } = profile;
  const checked = workingKeyword(keywords, matter);
  const opening: QuizQuestion[] = checked
    ? [
        {
          question: asked(context, `What does “${checked.term}” mean, and where might we meet it in ${matter}?`),
          answer: `${capitalized(meaning(context, checked))}; accept any sensible example from ${matter}.`,
          distractors: [],
        },
      ]
    : [];
  const terms = keywords.map((keyword) => keyword.term);
  // The topic's own keywords are asked about; the subject's general ones only as far as three questions need.
  const others = keywords.filter((keyword) => keyword !== checked);
  const own = others.filter((keyword) => keyword.about.length > 0);
  const which = others
    .flatMap((keyword) =>
      multipleChoice(asked(context, `Which word means ${meaning(context, keyword)}?`), keyword.term, terms),
    )
    .slice(0, Math.max(3 - opening.length, own.length));
  return [...opening, ...which].slice(0, 6);
}

/**
 * The exit quiz: whether the lesson's first misconception still holds, the phrases of a language
 * lesson in the language (or its keywords used in a sentence), what a keyword means among the others'
 * meanings, and, for those who write, which of two ideas is right. Children up to Grade 2 are asked aloud.
 */
export function exitQuiz(context: LessonContext): QuizQuestion[] {
  const { misconceptions, keywords, profile, spoken } = context;
  const { matter } = profile;
  const [first, second] = misconceptions;
  const questions: QuizQuestion[] = [];
  if (first) {
    questions.push({
      question: spoken ? `Ask whether this is true: ${first.belief}.` : `True or false: ${first.belief}.`,
      answer: `Not true: ${first.truth}.`,
      distractors: [],
    });
  }
  // A language lesson checks its phrases in the language, not words about language ("use *pronunciation*").
  const phrases = context.phrases?.phrases ?? [];
  const language = context.phrases?.language;
  for (const [phrase, said] of [phrases[1], phrases.at(-1)].filter((each) => each !== undefined)) {
    const question = asked(context, `How do you say "${said.replace(/[.…]+$/, "")}" in ${language}?`);
    const choice = multipleChoice(
      question,
      phrase,
      phrases.map(([other]) => other),
    );
    questions.push(...(choice.length ? choice : [{ question, answer: phrase, distractors: [] }]));
  }
  const used = phrases.length ? [] : keywords.slice(spoken ? 0 : 1, spoken ? 2 : 3);
  for (const keyword of used) {
    questions.push(
      spoken
        ? {
            question: `Ask: can you say something about ${matter} with the word *${keyword.term}*?`,
            answer: `Any sentence that uses it to mean ${meaning(context, keyword)}.`,
            distractors: [],
          }
        : {
            question: `Use *${keyword.term}* in a sentence about ${matter}.`,
            answer: `Any sentence about ${matter} that uses it to mean ${meaning(context, keyword)}.`,
            distractors: [],
          },
    );
  }
  // What a keyword the questions above have not asked about means, the other keywords' meanings as wrong options.
  const meant = keywords.find((keyword) => !used.includes(keyword));
  if (meant) {
    questions.push(
      ...multipleChoice(
        asked(context, `What does *${meant.term}* mean?`),
        sentence(meaning(context, meant)),
        keywords.map((keyword) => sentence(meaning(context, keyword))),
      ),
    );
  }
  if (second && !spoken) {
    questions.push(
      ...multipleChoice(
        "Which is right?",
        sentence(second.truth),
        misconceptions.map((misconception) => sentence(misconception.belief)),
      ),
    );
  }
  return questions.slice(0, 6);
}
