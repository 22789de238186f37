/**
 * Content guidance on a finished plan: the sensitive content a teacher should prepare for (the
 * categories of db/data/content-guidance.ts), from the topic library's file on the plan's topic and the
 * plan's own words, and the one-sentence note shown above the plan on every surface (the page, print,
 * Word, the lesson pack, a shared link). Worked out from the plan whenever it is read, so every plan,
 * old or new and from either model, gets it with nothing stored.
 */
import { CONTENT_CATEGORIES, GUIDANCE_NOTE } from "@/db/data/content-guidance";
import { escapeRegExp } from "@/lib/text";
import type { LessonPlan, QuizQuestion } from "@/shared/plan-schema";
import { allSteps } from "./plan-parts";
import { gradeBand, subjectScaffold } from "./scaffolds";
import { findTopic, forBand, type Topic, topicLibrary } from "./topic-library";

/** The categories a plan covers, by id in the data's order, and the note that names them. */
export type ContentGuidance = { categories: string[]; note: string };

/** Any of the phrases as whole words, any letter case, a plural counted. */
const anyPhrase = (phrases: readonly string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(escapeRegExp).join("|")})(?:e?s)?(?![\\p{L}\\p{N}])`, flags);

/**
 * Each category's phrases and other senses as one pattern each, built once: the guidance is worked out for
 * every plan a library lists, on every read.
 */
const compiled = CONTENT_CATEGORIES.map((category) => ({
  category,
  shows: anyPhrase(category.phrases, "iu"),
  unless: category.unless.length > 0 ? anyPhrase(category.unless, "giu") : undefined,
}));

const quizText = (quiz: QuizQuestion[]) =>
  quiz.flatMap((question) => [question.question, question.answer, ...question.distractors]);

/** What the lesson uses: its materials and safety notes. */
const equipmentText = (plan: LessonPlan) => [...plan.materials, ...plan.safetyNotes].join("\n");

/** What the plan itself teaches, as text: never the educator's lens or philosophy, which are about the educator. */
function planText(plan: LessonPlan) {
  return [
    plan.title,
    plan.topic,
    plan.learningOutcome,
    plan.priorKnowledge,
    ...plan.objectives.flatMap((objective) => [objective.text, objective.successCriterion]),
    ...plan.keywords.flatMap((keyword) => [keyword.term, keyword.definition]),
    ...plan.misconceptions.flatMap((misconception) => [
      misconception.belief,
      misconception.correction,
      misconception.howAddressed,
    ]),
    ...plan.materials,
    ...plan.safetyNotes,
    ...quizText(plan.starterQuiz),
    ...quizText(plan.exitQuiz),
    ...plan.days.map((day) => day.goal),
    ...allSteps(plan).flatMap((step) => [
      step.title,
      step.teacher,
      step.students,
      step.slideText,
      step.check.question,
      step.check.expectedAnswer,
    ]),
  ].join("\n");
}

/** Whether the text shows the category: one of its phrases, once its other senses are taken out. */
function shows({ shows: phrases, unless }: (typeof compiled)[number], text: string) {
  return phrases.test(unless ? text.replace(unless, " ") : text);
}

/** "A", "A and B", "A, B, and C": the labels hold "and" themselves, so three or more take a serial comma. */
function listed(labels: string[]) {
  if (labels.length < 3) return labels.join(" and ");
  return `${labels.slice(0, -1).join(", ")}, and ${labels.at(-1)}`;
}

/**
 * The guidance for a finished plan: the categories its library topic names at the plan's age and those
 * its own words show; null when it covers none.
 */
export function contentGuidance(plan: LessonPlan, topics: Topic[] = topicLibrary()): ContentGuidance | null {
  const topic = findTopic(subjectScaffold(plan.subject).key, plan.topic, topics);
  const named = forBand(topic, gradeBand(plan.gradeLevel))?.guidance ?? [];
  const texts = { plan: planText(plan), equipment: equipmentText(plan) };
  const covered = compiled
    .filter((entry) => named.includes(entry.category.id) || shows(entry, texts[entry.category.in]))
    .map((entry) => entry.category);
  if (covered.length === 0) return null;
  return {
    categories: covered.map((category) => category.id),
    note: `${GUIDANCE_NOTE.opening} ${listed(covered.map((category) => category.label))}: ${GUIDANCE_NOTE.advice}.`,
  };
}

/** A stored plan as it is sent to be shown: with the guidance its object calls for (none for a plan kept only as Markdown). */
export const withGuidance = <Row extends { plan: LessonPlan | null }>(row: Row) => ({
  ...row,
  guidance: row.plan ? contentGuidance(row.plan) : null,
});
