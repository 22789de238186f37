import type { EducatorSeed } from "@/db/data/educator-types";
import { type InstructionKind, readInstructions } from "@/lib/lessons/instructions";
import { allSteps, type PlanPart, partChanged, partOf } from "@/lib/lessons/plan-parts";
import { partHeading } from "@/lib/lessons/render-plan";
import { gradeBand } from "@/lib/lessons/scaffolds";
import type { LessonTiming } from "@/lib/lessons/timing";
import { lowerFirst } from "@/lib/text";
import type { LessonPlan, Step } from "@/shared/plan-schema";
import { composeLessonPlan, type LessonBrief } from "./compose-lesson";
import { topicInSentence } from "./lesson/topic";

/** What the built-in model made of a refine: the plan with the part re-composed, and what it could not apply. */
export type RefinedPart = { plan: LessonPlan; changed: boolean; note?: string };

type Addition = {
  pattern: RegExp;
  label: string;
  text: (topic: string, early: boolean) => string;
  /** Where it goes in the differentiation: support for those who find the work hard, stretch for those ready for more. */
  differentiation: "support" | "stretch";
  /** The instruction the composer applies itself in the flow, when it recognises it: then the flow needs no addition. */
  applied?: InstructionKind;
};

/**
 * Changes the built-in model adds as sentences of their own, since the composer has no such option; the
 * early years (kindergarten, preschool) get their own, for children who do not yet read or write.
 */
const ADDITIONS: Addition[] = [
  {
    pattern: /hands[- ]?on|practical|concrete materials/i,
    label: "Hands-on",
    text: (topic, early) =>
      early
        ? `give each small group real objects to sort, build or model ${topic}; children show what they found with the objects and say one sentence about it.`
        : `give each pair real objects or cut-out cards to sort, build or model ${topic} before anything is written down; students show their thinking with the materials first.`,
    differentiation: "support",
    applied: "hands-on",
  },
  {
    pattern: /challeng|stretch|harder|advanced/i,
    label: "More challenge",
    text: (topic, early) =>
      early
        ? `invite children who are ready to make a puzzle about ${topic} with objects for a friend to solve, and to say how they made it.`
        : `ask students who are ready to design their own problem about ${topic}, solve a partner's, and explain which one was harder and why.`,
    differentiation: "stretch",
  },
  {
    pattern: /\b(more )?active\b|movement|moving|kin(a)?esthetic|get (them|students|the class) (up|moving)/i,
    label: "More active",
    text: (topic, early) =>
      early
        ? `everyone stands; hold up a picture about ${topic}, and children move to the yes corner or the no corner, then tell a friend why.`
        : `have everyone stand, read out a statement about ${topic}, and send students to one of three corners (agree, disagree, not sure); then pair each student with someone from another corner to explain their choice.`,
    differentiation: "support",
  },
];

/** The parts an activity belongs in: an activity added to the objectives or the lens would read as one of them. */
const ADDED_TO: readonly PlanPart[] = ["steps", "differentiation"];

/** The step of a lesson flow an instruction names: its start ("make the starter more active") or its end. */
const NAMED_STEPS: [RegExp, "first" | "last"][] = [
  [/\b(starter|opener|opening|beginning|start|warm-?up|hook|do now|first step)\b/i, "first"],
  [/\b(plenary|closing|close|ending|end|exit|wrap-?up|last step)\b/i, "last"],
];

const sentence = (label: string, text: string) => `${label}: ${text}`;

/**
 * The plan with an addition as a sentence inside the part: in the flow, in what the teacher does in the
 * step the instruction names, else in its longest step (which has the time for it), so the steps and their
 * minutes stay as they were; in the differentiation, in its support or its stretch.
 */
function withAddition(plan: LessonPlan, part: PlanPart, instruction: string, addition: Addition, text: string) {
  if (part === "differentiation") {
    const field = addition.differentiation;
    const differentiation = { ...plan.differentiation };
    differentiation[field] = `${differentiation[field]} ${sentence(addition.label, text)}`;
    return { ...plan, differentiation };
  }
  const steps = allSteps(plan);
  const named = NAMED_STEPS.find(([pattern]) => pattern.test(instruction))?.[1];
  const longest = steps.reduce<Step | undefined>(
    (best, step) => (best && best.minutes >= step.minutes ? best : step),
    undefined,
  );
  const chosen = named === "first" ? steps[0] : named === "last" ? steps.at(-1) : longest;
  const add = (step: Step) =>
    step === chosen ? { ...step, teacher: `${step.teacher} ${sentence(addition.label, text)}` } : step;
  return {
    ...plan,
    steps: plan.steps.map(add),
    days: plan.days.map((day) => ({ ...day, steps: day.steps.map(add) })),
  };
}

/**
 * A flow re-composed may name its steps anew (a game in place of the last main step, a step taken
 * outdoors): a misconception that names a step the flow no longer has names the step the re-composed
 * plan addresses it in.
 */
function withStepsNamed(plan: LessonPlan, recomposed: LessonPlan): LessonPlan {
  const titles = new Set(allSteps(plan).map((step) => step.title));
  const misconceptions = plan.misconceptions.map((misconception, index) => {
    if (titles.has(misconception.step)) return misconception;
    const same =
      recomposed.misconceptions.find((other) => other.belief === misconception.belief) ??
      recomposed.misconceptions[index];
    return same && titles.has(same.step) ? { ...misconception, step: same.step } : misconception;
  });
  return { ...plan, misconceptions };
}

/** What the built-in model cannot do, said plainly: it composes from the catalogue and cannot reword. */
const CANNOT: [RegExp, string][] = [
  [/simpl|easier|plain (language|english)/i, "simpler language"],
  [/shorter|shorten|\bcut\b|brief/i, "shortening"],
  [/longer|expand|more detail/i, "lengthening"],
];

/** What the part may already hold of what was asked, so that "add a quiz" to a flow ending in one is not "could not apply". */
const ALREADY: Partial<Record<InstructionKind, [RegExp, string]>> = {
  quiz: [/\b(quiz|exit ticket)\b/i, "a quiz"],
  "group-work": [/\b(in (small )?groups|groups of|in pairs)\b/i, "group work"],
};

/** A grade or age the instruction names ("for a Grade 2 class", "for 7-year-olds", "for kindergarten"). */
const NAMED_GRADE =
  /\b(?:grade|year|yr)\s*\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th) grade\b|\b\d{1,2}[- ]year[- ]olds?\b|\bkindergarten\b|\bpre-?k\b|\bpreschool\b/i;

/**
 * One part moved to another grade would no longer fit the plan around it (its objectives, keywords and
 * assessment stay at the plan's grade): the teacher is told to make a plan for that grade instead.
 */
function otherGrade(instruction: string, gradeLevel: string) {
  const named = instruction.match(NAMED_GRADE)?.[0];
  // "for grade 1" on a Grade 10 plan is another grade; "2nd grade" on a Grade 2 plan is the same one.
  const grade = (text: string) =>
    /\b(?:kindergarten|pre-?k|preschool)\b/i.test(text)
      ? "early"
      : `${/year[- ]olds?/i.test(text) ? "age " : ""}${text.match(/\d{1,2}/)?.[0] ?? text}`;
  if (!named || grade(named) === grade(gradeLevel)) return undefined;
  return `This plan is written for ${gradeLevel} in every part, so one part cannot move to ${named} on its own: for ${named}, make a new plan with that grade.`;
}

/**
 * One part re-composed from the catalogue with the teacher's instruction added to the plan's own
 * instructions, so the composer applies what it recognises (a quiz, multilingual learners, group work…),
 * its fields taken into the plan and the rest of the plan kept as it was; a few changes are added as
 * sentences of their own. The timing is the plan's, so the flow keeps its minutes. When the part is
 * unchanged, or something asked could not be applied, `note` says so in one sentence (never in the plan).
 */
export function composeRefinedPart(
  educator: EducatorSeed,
  brief: LessonBrief,
  timing: LessonTiming,
  plan: LessonPlan,
  part: PlanPart,
  instruction: string,
): RefinedPart {
  const regrade = otherGrade(instruction, brief.gradeLevel);
  if (regrade) return { plan, changed: false, note: regrade };
  const customInstructions = [brief.customInstructions, instruction].filter(Boolean).join("\n");
  const recomposed = composeLessonPlan(educator, { ...brief, customInstructions }, timing);
  const topic = topicInSentence(brief.topic);
  const early = gradeBand(brief.gradeLevel, brief.gradeSystem) === "early";
  const recognized = readInstructions(instruction);
  const asked = ADDITIONS.filter(({ pattern }) => pattern.test(instruction));
  const fits = ADDED_TO.includes(part);
  const added = (fits ? asked : []).filter(({ applied }) => !(part === "steps" && applied && recognized.has(applied)));
  const taken: LessonPlan = { ...plan, ...partOf(recomposed, part) };
  const refined = added.reduce(
    (next, addition) => withAddition(next, part, instruction, addition, addition.text(topic, early)),
    part === "steps" ? withStepsNamed(taken, recomposed) : taken,
  );
  const where = `the ${partHeading(educator.name, part)}`;
  const cannot = CANNOT.filter(([pattern]) => pattern.test(instruction)).map(([, change]) => change);
  const already = recognized.recognized
    .map(({ kind }) => ALREADY[kind])
    .find((found) => found?.[0].test(JSON.stringify(partOf(plan, part))));
  const model = "The built-in offline model";
  const rewrite =
    "because it composes plans from the catalog and cannot rewrite their wording; a connected AI model can";
  // Only what the instruction asked changes the part: re-composing for an instruction the model does not
  // apply could change other wording (another method) or undo an earlier refine, and is no change asked for.
  const applied = added.length > 0 || recognized.recognized.length > 0;
  const changed = applied && cannot.length === 0 && !(!fits && asked.length > 0) && partChanged(plan, refined, part);
  const note =
    !fits && asked.length > 0
      ? `${model} adds "${instruction}" to the Lesson Flow or the Differentiation, not to ${where}: refine one of those instead.`
      : cannot.length > 0
        ? `${model} could not apply ${cannot.join(" or ")} to ${where}, ${rewrite}.`
        : changed
          ? undefined
          : already
            ? `${where.charAt(0).toUpperCase()}${where.slice(1)} already has ${already[1]}, so ${lowerFirst(model)} left it as it was.`
            : `${model} could not apply "${instruction}" to ${where}, ${rewrite}.`;
  if (!changed) return { plan, changed, note };
  return { plan: refined, changed };
}
