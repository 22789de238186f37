import type { EducatorSeed } from "@/db/data/educator-types";
import { planSections } from "@/lib/lessons/check-plan";
import { type InstructionKind, readInstructions } from "@/lib/lessons/instructions";
import { gradeBand } from "@/lib/lessons/scaffolds";
import type { LessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan, type LessonBrief } from "./compose-lesson";
import { inSentence } from "./lesson/context";
import { joinWith } from "./text";

/** What the built-in model is asked to refine: the section as it stands, and the teacher's instruction. */
export type SectionRefinement = { section: string; current: string; instruction: string };

/**
 * Changes the built-in model adds as items of their own, since the composer has no such option; the
 * early years (kindergarten, preschool) get their own, for children who do not yet read or write.
 */
const ADDITIONS: [RegExp, string, (topic: string, early: boolean) => string][] = [
  [
    /hands[- ]?on|practical|concrete materials/i,
    "Hands-on",
    (topic, early) =>
      early
        ? `give each small group real objects to sort, build or model ${topic}; children show what they found with the objects and say one sentence about it.`
        : `give each pair real objects or cut-out cards to sort, build or model ${topic} before anything is written down; students show their thinking with the materials first.`,
  ],
  [
    /challeng|stretch|harder|advanced/i,
    "More challenge",
    (topic, early) =>
      early
        ? `invite children who are ready to make a puzzle about ${topic} with objects for a friend to solve, and to say how they made it.`
        : `ask students who are ready to design their own problem about ${topic}, solve a partner's, and explain which one was harder and why.`,
  ],
  [
    /\b(more )?active\b|movement|moving|kin(a)?esthetic|get (them|students|the class) (up|moving)/i,
    "More active",
    (topic, early) =>
      early
        ? `everyone stands; hold up a picture about ${topic}, and children move to the yes corner or the no corner, then tell a friend why.`
        : `have everyone stand, read out a statement about ${topic}, and send students to one of three corners (agree, disagree, not sure); then pair each student with someone from another corner to explain their choice.`,
  ],
];

/** The sections an activity belongs in: an activity added to the objectives or the lens would read as one of them. */
const ADDED_TO = ["Lesson Flow", "Differentiation"];

/** The step of a lesson flow an instruction names: its start ("make the starter more active") or its end. */
const NAMED_STEPS: [RegExp, "first" | "last"][] = [
  [/\b(starter|opener|opening|beginning|start|warm-?up|hook|do now|first step)\b/i, "first"],
  [/\b(plenary|closing|close|ending|end|exit|wrap-?up|last step)\b/i, "last"],
];

/**
 * The section with an addition inside its list, where a teacher reads it as part of the plan: in a
 * lesson flow, a line of the step the instruction names, else of its longest step (which has the time
 * for it), so the steps and their minutes stay as they were; in a list of points, its last point. A
 * section without a list takes a paragraph.
 */
function withAddition(section: string, instruction: string, label: string, text: string) {
  const steps = [...section.matchAll(/^\d+\. \*\*.+\*\* \((\d+) min\)$/gm)];
  if (steps.length > 0) {
    const named = NAMED_STEPS.find(([pattern]) => pattern.test(instruction))?.[1];
    const longest = steps.reduce((best, step) => (Number(step[1]) > Number(best[1]) ? step : best));
    const step = (named === "first" ? steps[0] : named === "last" ? steps.at(-1) : longest) ?? longest;
    const end = section.slice(step.index).search(/\n(?=\d+\. )|$/);
    const at = (step.index ?? 0) + end;
    return `${section.slice(0, at).trimEnd()}\n   - *${label}:* ${text}${section.slice(at)}`;
  }
  if (/^- /m.test(section)) return `${section}\n- **${label}:** ${text}`;
  return `${section}\n\n**${label}:** ${text}`;
}

/** What the built-in model cannot do, said plainly: it composes from the catalogue and cannot reword. */
const CANNOT: [RegExp, string][] = [
  [/simpl|easier|plain (language|english)/i, "simpler language"],
  [/shorter|shorten|\bcut\b|brief/i, "shortening"],
  [/longer|expand|more detail/i, "lengthening"],
];

/** What the section may already hold of what was asked, so that "add a quiz" to a flow ending in one is not "could not apply". */
const ALREADY: Partial<Record<InstructionKind, [RegExp, string]>> = {
  quiz: [/\b(quiz|exit ticket)\b/i, "a quiz"],
  "group-work": [/\b(in (small )?groups|groups of|in pairs)\b/i, "group work"],
};

/** A grade or age the instruction names ("for a Grade 2 class", "for 7-year-olds", "for kindergarten"). */
const NAMED_GRADE =
  /\b(?:grade|year|yr)\s*\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th) grade\b|\b\d{1,2}[- ]year[- ]olds?\b|\bkindergarten\b|\bpre-?k\b|\bpreschool\b/i;

/**
 * One section moved to another grade would no longer fit the plan around it (its objectives, keywords
 * and assessment stay at the plan's grade): the teacher is told to make a plan for that grade instead.
 */
function otherGrade(instruction: string, gradeLevel: string) {
  const named = instruction.match(NAMED_GRADE)?.[0];
  // "for grade 1" on a Grade 10 plan is another grade; "2nd grade" on a Grade 2 plan is the same one.
  const grade = (text: string) =>
    /\b(?:kindergarten|pre-?k|preschool)\b/i.test(text)
      ? "early"
      : `${/year[- ]olds?/i.test(text) ? "age " : ""}${text.match(/\d{1,2}/)?.[0] ?? text}`;
  if (!named || grade(named) === grade(gradeLevel)) return undefined;
  return `*This plan is written for ${gradeLevel} in every section, so one section cannot move to ${named} on its own: for ${named}, make a new plan with that grade.*`;
}

/**
 * One section re-composed from the catalogue with the teacher's instruction added to the plan's own
 * instructions, so the composer applies what it recognises (a quiz, multilingual learners, group work…);
 * a few changes are added as lines of their own; what could not be applied is named in an italic line.
 * The timing is the plan's, so the lesson flow keeps its total minutes.
 */
export function composeRefinedSection(
  educator: EducatorSeed,
  brief: LessonBrief,
  timing: LessonTiming,
  { section, current, instruction }: SectionRefinement,
) {
  const regrade = otherGrade(instruction, brief.gradeLevel);
  if (regrade) return `## ${section}\n\n${current.trim()}\n\n${regrade}`;
  const customInstructions = [brief.customInstructions, instruction].filter(Boolean).join("\n");
  const recomposed = planSections(composeLessonPlan(educator, { ...brief, customInstructions }, timing)).get(section);
  const topic = inSentence(brief.topic);
  const early = gradeBand(brief.gradeLevel) === "early";
  const asked = ADDITIONS.filter(([pattern]) => pattern.test(instruction));
  const fits = ADDED_TO.includes(section);
  const body = (fits ? asked : []).reduce(
    (text, [, label, addition]) => withAddition(text, instruction, label, addition(topic, early)),
    (recomposed ?? current).trim(),
  );
  const lines = [body];
  const elsewhere = !fits && asked.length > 0;
  if (elsewhere) {
    lines.push(
      `*The built-in offline model adds "${instruction}" to the ${joinWith(ADDED_TO, "or")} section, not to this one: refine one of those instead.*`,
    );
  }
  const notApplied = CANNOT.filter(([pattern]) => pattern.test(instruction)).map(([, change]) => change);
  const changed = body !== current.trim();
  const already = readInstructions(instruction)
    .recognized.map(({ kind }) => ALREADY[kind])
    .find((found) => found?.[0].test(current));
  if (!changed && !elsewhere && notApplied.length === 0) {
    if (already)
      lines.push(`*This section already has ${already[1]}, so the built-in offline model left it as it was.*`);
    else notApplied.push(`"${instruction}"`);
  }
  if (notApplied.length) {
    lines.push(
      `*The built-in offline model could not apply ${notApplied.join(" or ")} to this section: it composes plans from the catalog and cannot rewrite their wording. A connected AI model can.*`,
    );
  }
  return `## ${section}\n\n${lines.join("\n\n")}`;
}
