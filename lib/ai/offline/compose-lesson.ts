import type { EducatorSeed } from "@/db/data/educator-types";
import { requiredSections } from "@/lib/lessons/check-plan";
import { describeTiming, flowBlocks, type LessonTiming } from "@/lib/lessons/timing";
import {
  assessmentSection,
  differentiationSection,
  instructionsSection,
  philosophySection,
} from "./lesson/closing-sections";
import { type LessonBrief, type LessonContext, lessonContext } from "./lesson/context";
import { lessonFlow, quizMinutes } from "./lesson/flow";
import {
  lensSection,
  materialsSection,
  misconceptionsSection,
  objectives,
  objectivesSection,
  priorKnowledgeSection,
} from "./lesson/opening-sections";

export type { LessonBrief };

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|eu|one)/i.test(word) ? "an" : "a");

/** A single lesson's length as the teacher asked in their instructions, when it fits the chosen length. */
function adjustedTiming(context: LessonContext, timing: LessonTiming) {
  const asked = context.instructions.recognized.find((instruction) => instruction.kind === "time");
  if (!asked?.minutes) return { timing, notApplied: [] };
  if (timing.kind === "single" && asked.minutes >= timing.minMinutes && asked.minutes <= timing.maxMinutes) {
    return { timing: { ...timing, minutes: asked.minutes }, notApplied: [] };
  }
  return {
    timing,
    notApplied: [`${asked.said} (the plan keeps the length chosen in the form; change Lesson Length instead)`],
  };
}

/**
 * A lesson plan in the educator's tradition, composed from the catalogue and the subject and
 * grade-band scaffolds: the lens, outcome and objectives, prior knowledge and keywords,
 * misconceptions, materials and safety, a timed flow whose minutes add up (a unit that progresses day
 * by day), differentiation, assessment with an exit quiz, and the philosophy behind each part.
 * Deterministic: the same request always gives the same plan.
 */
export function composeLessonPlan(educator: EducatorSeed, brief: LessonBrief, requested: LessonTiming): string {
  const context = lessonContext(educator, brief);
  const { timing, notApplied } = adjustedTiming(context, requested);
  const quiz = context.instructions.recognized.find(
    (instruction) => instruction.kind === "quiz" && instruction.minutes,
  );
  const lastBlock = flowBlocks(timing).at(-1)?.minutes ?? 0;
  if (quiz?.minutes && quizMinutes(context, lastBlock) === undefined) {
    notApplied.push(`${quiz.said} (a quiz that long leaves too little of the lesson; the exit quiz keeps its time)`);
  }
  const [lens, outcome, prior, misconceptions, materials, flowHeading, differentiation, assessment, philosophy] =
    requiredSections(educator.name);
  const flow = lessonFlow(context, timing);
  const goals = objectives(context, flow.first);
  const sections = [
    `# ${brief.topic}: ${article(brief.subject)} ${brief.subject} lesson for ${brief.gradeLevel}`,
    `*Inspired by ${educator.name} · ${describeTiming(timing)}*`,
    `## ${lens}`,
    lensSection(context),
    `## ${outcome}`,
    objectivesSection(context, goals, timing.kind !== "single"),
    `## ${prior}`,
    priorKnowledgeSection(context),
    `## ${misconceptions}`,
    misconceptionsSection(context),
    `## ${materials}`,
    materialsSection(context),
    `## ${flowHeading}`,
    flow.markdown,
    `## ${differentiation}`,
    differentiationSection(context, flow.first),
    `## ${assessment}`,
    assessmentSection(context, goals, flow.first),
    `## ${philosophy}`,
    philosophySection(context, goals, flow.first),
  ];
  if (brief.customInstructions?.trim()) sections.push("## Your Instructions", instructionsSection(context, notApplied));
  const plan = sections.join("\n\n");
  return context.instructions.has("mobility") ? forWheelchairUsers(plan) : plan;
}

/** The moves a plan names that only standing pupils can make, said so that pupils who use wheelchairs make them too. */
const SEATED_WORDING: [RegExp, string][] = [
  [/\blight jogging\b/g, "light jogging or wheeling"],
  [/\bslow walking\b/g, "slow walking or wheeling"],
  [/\(walk, skip, stretch tall, curl small\)/g, "(walk or wheel, skip or spin, stretch tall, curl small)"],
  [/Can you do it on one foot\?/g, "Can you do it with your other hand?"],
  [/\bstanding ready, knees bent and hands up\b/g, "balanced and ready, standing or seated, with hands up"],
  [/\ba balanced stance with knees bent and hands up\b/g, "a balanced position, standing or seated, with hands up"],
];

function forWheelchairUsers(plan: string) {
  return SEATED_WORDING.reduce((text, [wording, seated]) => text.replace(wording, seated), plan);
}
