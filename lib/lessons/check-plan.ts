/**
 * The plan checker: code over the typed plan, on both model paths. What the schema cannot say is
 * checked here: minutes that add up (per day and in total) to the length asked, a higher-order
 * objective, misconceptions addressed by steps that exist, quizzes whose answers are right by
 * construction, safety notes where the lesson needs them, the teacher's instructions each reported,
 * and the age rules (step length per band, no written work for five-year-olds).
 */

import type { z } from "zod";
import { TIME_ASKED_WORDS } from "@/db/data/plan-wording";
import { type LessonPlan, LessonPlanSchema, type QuizQuestion, type Step } from "@/shared/plan-schema";
import { ageProblems } from "./check-age";
import type { GradeSystemId } from "./grade-systems";
import { allSteps, PLAN_PARTS, type PlanPart } from "./plan-parts";
import { gradeBand, lessonSafetyNotes } from "./scaffolds";
import { flowBlocks, type LessonTiming } from "./timing";

/** What a plan is checked against: the request it was written for. */
export type PlanRequest = {
  timing: LessonTiming;
  educatorName: string;
  subject: string;
  gradeLevel: string;
  gradeSystem?: GradeSystemId;
  topic: string;
  customInstructions?: string | null;
};

/** Verbs of the top of Bloom's taxonomy: analyse, evaluate, create. */
const HIGHER_ORDER =
  /^(analy[sz]e|compare|contrast|classify|sort|distinguish|examine|investigate|evaluate|judge|justify|critique|argue|assess|defend|create|design|compose|construct|produce|invent|plan|devise|build|make|propose|test|perform|debate|hypothes[iz]e|formulate|solve|interpret|explain why)\b/i;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sentences in a slide's text: a full stop, question or exclamation mark followed by more text ends one. */
const sentences = (text: string) => text.split(/[.!?]+(?:\s+|$)/).filter((part) => part.trim()).length;

function checkSteps(label: string, steps: Step[], minutes: number | [number, number], problems: string[]) {
  if (steps.length === 0) {
    problems.push(`${label} has no steps`);
    return;
  }
  const total = steps.reduce((sum, step) => sum + step.minutes, 0);
  const [min, max] = Array.isArray(minutes) ? minutes : [minutes, minutes];
  if (total < min || total > max)
    problems.push(`${label} adds up to ${total} minutes, not ${max === min ? min : `${min} to ${max}`}`);
  const titles = new Set<string>();
  for (const step of steps) {
    const title = step.title.trim().toLowerCase();
    if (titles.has(title)) problems.push(`${label} has two steps called "${step.title}"`);
    titles.add(title);
    if (sentences(step.slideText) > 2)
      problems.push(`${label}: the slide of "${step.title}" has more than two sentences`);
    const asked = longestAsked(`${step.teacher} ${step.students}`);
    if (asked > step.minutes)
      problems.push(`${label}: "${step.title}" asks for ${asked} minutes of work in ${step.minutes} minutes`);
  }
}

/** Time a step's text gives some work ("for 20 minutes", "after 30 to 40 minutes"): the longest, in minutes. */
const TIME_ASKED = new RegExp(
  String.raw`\b(?:${TIME_ASKED_WORDS.join("|")})\s+(?:about\s+)?(\d+)(?:\s*(?:to|-|–)\s*(\d+))?\s+minutes\b`,
  "gi",
);
const longestAsked = (text: string) =>
  Math.max(0, ...[...text.matchAll(TIME_ASKED)].map((match) => Number(match[2] ?? match[1])));

/** A step as its substance, so the same step on two days is found whatever its day number. */
const substance = (step: Step) => `${step.title}|${step.teacher}`.toLowerCase().replace(/\d+/g, "#");

function checkFlow(plan: LessonPlan, timing: LessonTiming, problems: string[]) {
  const blocks = flowBlocks(timing);
  if (timing.kind === "single") {
    if (plan.days.length > 0) problems.push("a single lesson has days");
    // A single lesson may last anywhere in its length's range (a teacher may ask for 20 of 15-30 minutes).
    checkSteps("the flow", plan.steps, [timing.minMinutes, timing.maxMinutes], problems);
    return;
  }
  if (plan.steps.length > 0) problems.push("a plan of several days has steps outside its days");
  if (plan.days.length !== blocks.length) problems.push(`the flow has ${plan.days.length} days, not ${blocks.length}`);
  const seen = new Map<string, string>();
  plan.days.forEach((day, index) => {
    const block = blocks[index];
    if (!block) return;
    if (!day.label.trim().startsWith(block.label ?? ""))
      problems.push(`day ${index + 1} is "${day.label}", not "${block.label}"`);
    if (day.minutes !== block.minutes)
      problems.push(`${block.label} lasts ${day.minutes} minutes, not ${block.minutes}`);
    checkSteps(block.label ?? `day ${index + 1}`, day.steps, block.minutes, problems);
    for (const step of day.steps) {
      const earlier = seen.get(substance(step));
      if (earlier) problems.push(`${block.label} repeats a step of ${earlier}: "${step.title}"`);
      else seen.set(substance(step), block.label ?? "");
    }
  });
}

function checkQuiz(label: string, quiz: QuizQuestion[], problems: string[]) {
  if (!quiz.some((question) => question.distractors.length > 0))
    problems.push(`the ${label} has no multiple-choice question`);
  quiz.forEach((question, index) => {
    const name = `the ${label}'s question ${index + 1}`;
    const count = question.distractors.length;
    if (count === 1 || count > 3) problems.push(`${name} has ${count} wrong options, not 2 or 3`);
    if (question.distractors.some((distractor) => same(distractor, question.answer)))
      problems.push(`${name} lists its answer among the wrong options`);
    const distinct = new Set(question.distractors.map((distractor) => distractor.trim().toLowerCase()));
    if (distinct.size < count) problems.push(`${name} repeats a wrong option`);
    if (!question.answer.trim()) problems.push(`${name} has no answer`);
  });
}

/** Every text of the plan the class meets, for the age rules: not the teacher's own instructions quoted back. */
function planText(plan: LessonPlan) {
  const { instructions: _quoted, ...rest } = plan;
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(rest);
  return texts.join("\n");
}

/**
 * Checks a finished plan against the request it was written for; `problems` is empty when it passes.
 * `structural` are the problems a plan cannot be stored with (a model is asked once to repair them);
 * the rest (age wording, safety notes, instructions reported) are stored with the plan and shown above it.
 */
export function checkPlan(plan: LessonPlan, request: PlanRequest) {
  const problems: string[] = [];
  checkFlow(plan, request.timing, problems);
  if (!plan.objectives.some((objective) => objective.higherOrder && HIGHER_ORDER.test(objective.verb.trim())))
    problems.push("no higher-order objective (analyse, evaluate or create)");
  const terms = new Set(plan.keywords.map((keyword) => keyword.term.trim().toLowerCase()));
  if (terms.size < plan.keywords.length) problems.push("a keyword is listed twice");
  const steps = allSteps(plan);
  for (const misconception of plan.misconceptions) {
    if (!steps.some((step) => same(step.title, misconception.step)))
      problems.push(`a misconception names a step the flow does not have ("${misconception.step}")`);
  }
  checkQuiz("starter quiz", plan.starterQuiz, problems);
  checkQuiz("exit quiz", plan.exitQuiz, problems);
  const structural = [...problems];
  if (plan.assessment.length < plan.objectives.length) problems.push("an objective is not assessed");
  if (lessonSafetyNotes(request).length > 0 && plan.safetyNotes.length === 0)
    problems.push("no safety notes, which this lesson needs");
  if (request.customInstructions?.trim() && plan.instructions.length === 0)
    problems.push("the teacher's instructions are not reported as applied or not");
  problems.push(
    ...ageProblems(
      planText(plan),
      gradeBand(request.gradeLevel, request.gradeSystem),
      steps.map((step) => step.minutes),
    ),
  );
  return { ok: problems.length === 0, problems, structural };
}

/**
 * A model's answer made a plan: validated against the schema (each issue a problem, by its path),
 * then checked. `plan` is set only when the schema accepts it.
 */
export function validatePlan(answer: unknown, request: PlanRequest, partError?: z.ZodError) {
  const parsed = partError ? { success: false as const, error: partError } : LessonPlanSchema.safeParse(answer);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "the plan"}: ${issue.message}`);
    return { plan: undefined, problems, structural: problems };
  }
  // What the request already says is kept as asked, so the page finds the educator's headings.
  const { subject, gradeLevel, topic, educatorName } = request;
  const plan = { ...parsed.data, subject, gradeLevel, topic, lens: { ...parsed.data.lens, educator: educatorName } };
  return { plan, ...checkPlan(plan, request) };
}

/** The schema of one refinable part: an object with that part's fields. */
export function partSchema(part: PlanPart) {
  const fields = Object.fromEntries(PLAN_PARTS[part].map((field) => [field, true])) as Record<keyof LessonPlan, true>;
  return LessonPlanSchema.pick(fields);
}

/**
 * A model's answer for one part of a plan: validated against that part's schema, then the whole plan
 * with it checked. Only what the refine broke refuses it: a problem the plan had before (in a part
 * the model was not asked to touch) is reported, not held against the answer.
 */
export function validatePart(answer: unknown, part: PlanPart, plan: LessonPlan, request: PlanRequest) {
  const parsed = partSchema(part).safeParse(answer);
  if (!parsed.success) return validatePlan(answer, request, parsed.error);
  const checked = validatePlan({ ...plan, ...parsed.data }, request);
  const before = new Set(checkPlan(plan, request).structural);
  return { ...checked, structural: checked.structural.filter((problem) => !before.has(problem)) };
}
