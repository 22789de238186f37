import type { EducatorSeed } from "@/db/data/educator-types";
import { ON_THE_BOARD } from "@/lib/lessons/render-plan";
import { describeTiming, flowBlocks, type LessonTiming } from "@/lib/lessons/timing";
import { capitalized } from "@/lib/text";
import type { LessonPlan, Step as PlanStep } from "@/shared/plan-schema";
import {
  assessmentOf,
  differentiationOf,
  instructionsOf,
  type NotApplied,
  philosophyOf,
} from "./lesson/closing-sections";
import { type LessonBrief, type LessonContext, lessonContext } from "./lesson/context";
import { lessonFlow, quizMinutes } from "./lesson/flow";
import { FRAME_NOTE, focusNote } from "./lesson/knowledge";
import {
  keywordsOf,
  learningOutcome,
  lensOf,
  materialsOf,
  misconceptionsOf,
  objectives,
  priorKnowledge,
} from "./lesson/opening-sections";
import { exitQuiz, starterQuiz } from "./lesson/quiz";
import type { TimedStep } from "./lesson/step";

export type { LessonBrief };

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|eu|one)/i.test(word) ? "an" : "a");

/** A single lesson's length as the teacher asked in their instructions, when it fits the chosen length. */
function adjustedTiming(context: LessonContext, timing: LessonTiming) {
  const notApplied: NotApplied[] = [];
  const asked = context.instructions.recognized.find((instruction) => instruction.kind === "time");
  if (!asked?.minutes) return { timing, notApplied };
  if (timing.kind === "single" && asked.minutes >= timing.minMinutes && asked.minutes <= timing.maxMinutes) {
    return { timing: { ...timing, minutes: asked.minutes }, notApplied };
  }
  notApplied.push({
    said: asked.said,
    why: "the plan keeps the length chosen in the form; change Lesson Length instead",
  });
  return { timing, notApplied };
}

/** Students' words on a slide, addressed to them: "Answer on their own" becomes "Answer on your own". */
const TO_STUDENTS: [RegExp, string][] = [
  [/\beach of them\b/g, "each of you"],
  [/\bthemselves\b/g, "yourselves"],
  // Only what is surely the class's own: "their isolation" in a lesson on a novel is the characters'.
  [/\btheir own\b/g, "your own"],
];

/**
 * The slide of a step: what students do first, addressed to them, with the words they use (in one
 * sentence, so that the slide is the topic's own), and a group's roles said on the board as the group alone.
 */
function slideFor(students: string) {
  const addressed = TO_STUDENTS.reduce((text, [pattern, you]) => text.replace(pattern, you), students);
  const [first = addressed] = addressed.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return capitalized(first.replace(/^In groups of four, with the roles of [^:]+:/, "In groups of four:"));
}

/** A plan's step; with no projector or screen in the room (`board`), its slide text is written on the board. */
const planStep =
  (board: boolean) =>
  (step: TimedStep): PlanStep => ({
    title: step.name,
    minutes: step.minutes,
    teacher: step.teacher,
    students: step.students,
    slideText: `${board ? ON_THE_BOARD : ""}${slideFor(step.students)}`,
    check: step.check,
  });

/** The plan's text as the class and the teacher read it: no Markdown marks, a word in italics set in quotation marks. */
const plainText = (text: string) => text.replace(/\*\*([^*]+)\*\*/g, "$1").replace(/\*([^*\n]+)\*/g, "“$1”");

/** A value with every string in it changed. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  return value;
}

/**
 * A lesson plan in the educator's tradition: the lens, outcome and objectives, prior knowledge and
 * keywords, misconceptions, materials and safety, a starter quiz, a timed flow whose minutes add up (a
 * unit that progresses day by day), differentiation, assessment, an exit quiz, and the philosophy behind
 * each part. The topic's content comes from the topic library's file; a topic the library does not have
 * gets an honest frame, its content marked slots for the teacher ("Keyword 1", "Key idea 2", "add …")
 * and a note that says so, around the subject's pedagogy and the educator's methods. It never writes as
 * if it knew what it does not. Deterministic: the same request always gives the same plan.
 */
export function composeLessonPlan(educator: EducatorSeed, brief: LessonBrief, requested: LessonTiming): LessonPlan {
  const context = lessonContext(educator, brief);
  const { timing, notApplied } = adjustedTiming(context, requested);
  const quiz = context.instructions.recognized.find(
    (instruction) => instruction.kind === "quiz" && instruction.minutes,
  );
  const lastBlock = flowBlocks(timing).at(-1)?.minutes ?? 0;
  if (quiz?.minutes && quizMinutes(context, lastBlock) === undefined) {
    notApplied.push({
      said: quiz.said,
      why: "a quiz that long leaves too little of the lesson, so the exit quiz keeps its time",
    });
  }
  const multiDay = timing.kind !== "single";
  const board = context.instructions.has("no-screen");
  const flow = lessonFlow(context, timing);
  const goals = objectives(context, flow.first);
  const outcome = learningOutcome(context, multiDay);
  const plan: LessonPlan = {
    // A title starts with a capital, however the topic was typed ("the water cycle").
    title: `${capitalized(brief.topic.trim())}: ${article(brief.subject)} ${brief.subject} lesson for ${brief.gradeLevel}`,
    // A topic the library does not have is an honest frame, and says so under its title.
    note: context.framed ? FRAME_NOTE : focusNote(context),
    subject: brief.subject,
    gradeLevel: brief.gradeLevel,
    topic: brief.topic,
    duration: describeTiming(timing),
    lens: lensOf(
      context,
      flow.blocks.flatMap((block) => block.steps),
    ),
    learningOutcome: outcome,
    objectives: goals,
    priorKnowledge: priorKnowledge(context),
    keywords: keywordsOf(context),
    misconceptions: misconceptionsOf(context, flow.addressedIn),
    ...materialsOf(context, flow.topicActivities, flow.scaffoldActivities),
    starterQuiz: starterQuiz(context),
    steps: multiDay ? [] : (flow.blocks[0]?.steps ?? []).map(planStep(board)),
    days: multiDay
      ? flow.blocks.map((block) => ({
          label: block.label ?? "",
          minutes: block.minutes,
          goal: capitalized(block.goal ?? outcome),
          steps: block.steps.map(planStep(board)),
        }))
      : [],
    differentiation: differentiationOf(context, flow.first),
    assessment: assessmentOf(context, goals, flow.first),
    exitQuiz: exitQuiz(context),
    philosophy: philosophyOf(context, goals, flow.first),
    instructions: [],
  };
  const plain = mapStrings(plan, plainText);
  const written = context.instructions.has("mobility") ? mapStrings(plain, forWheelchairUsers) : plain;
  // The teacher's instructions are quoted as they wrote them.
  const instructions = brief.customInstructions?.trim()
    ? instructionsOf(context, flow.first, { notApplied, minutes: flowBlocks(timing)[0]?.minutes ?? 0, multiDay }).map(
        (entry) => ({ ...entry, where: plainText(entry.where) }),
      )
    : [];
  return { ...written, instructions };
}

/** The moves a plan names that only standing pupils can make, said so that pupils who use wheelchairs make them too. */
const SEATED_WORDING: [RegExp, string][] = [
  [/\blight jogging\b/gi, "light jogging or wheeling"],
  [/\bslow walking\b/gi, "slow walking or wheeling"],
  [/\(walk, skip, stretch tall, curl small\)/gi, "(walk or wheel, skip or spin, stretch tall, curl small)"],
  [/Can you do it on one foot\?/gi, "Can you do it with your other hand?"],
  [/\bstanding ready, knees bent and hands up\b/gi, "balanced and ready, standing or seated, with hands up"],
  [/\ba balanced stance with knees bent and hands up\b/gi, "a balanced position, standing or seated, with hands up"],
];

/** A wording said anew, with the capital it had at the start of a sentence or an option. */
const keepingCapital = (seated: string) => (found: string) => (/^[A-Z]/.test(found) ? capitalized(seated) : seated);

function forWheelchairUsers(text: string) {
  return SEATED_WORDING.reduce((changed, [wording, seated]) => changed.replace(wording, keepingCapital(seated)), text);
}
