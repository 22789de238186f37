import type { EducatorSeed } from "@/db/data/educator-types";
import { planSections } from "@/lib/lessons/check-plan";
import type { LessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan, type LessonBrief } from "./compose-lesson";
import { inSentence } from "./lesson/context";

/** What the built-in model is asked to refine: the section as it stands, and the teacher's instruction. */
export type SectionRefinement = { section: string; current: string; instruction: string };

/** Changes the built-in model adds as items of their own, since the composer has no such option. */
const ADDITIONS: [RegExp, string, (topic: string) => string][] = [
  [
    /hands[- ]?on|practical|concrete materials/i,
    "Hands-on",
    (topic) =>
      `give each pair real objects or cut-out cards to sort, build or model ${topic} before anything is written down; students show their thinking with the materials first.`,
  ],
  [
    /challeng|stretch|harder|advanced/i,
    "More challenge",
    (topic) =>
      `ask students who are ready to design their own problem about ${topic}, solve a partner's, and explain which one was harder and why.`,
  ],
];

/**
 * The section with an addition inside its list, where a teacher reads it as part of the plan: in a
 * lesson flow, a line of its longest step (which has the time for it), so the steps and their minutes
 * stay as they were; in a list of points, its last point. A section without a list takes a paragraph.
 */
function withAddition(section: string, label: string, text: string) {
  const steps = [...section.matchAll(/^\d+\. \*\*.+\*\* \((\d+) min\)$/gm)];
  if (steps.length > 0) {
    const longest = steps.reduce((best, step) => (Number(step[1]) > Number(best[1]) ? step : best));
    const end = section.slice(longest.index).search(/\n(?=\d+\. )|$/);
    const at = (longest.index ?? 0) + end;
    return `${section.slice(0, at).trimEnd()}\n   - *${label}:* ${text}${section.slice(at)}`;
  }
  if (/^- /m.test(section)) return `${section}\n- **${label}:** ${text}`;
  return `${section}\n\n**${label}:** ${text}`;
}

/** What the built-in model cannot do, said plainly: it composes from the catalogue and cannot reword. */
const CANNOT: [RegExp, string][] = [
  [/simpl|easier|plain (language|english)/i, "simpler language"],
  [/shorter|shorten|\bcut\b|brief/i, "a shorter section"],
  [/longer|expand|more detail/i, "a longer section"],
];

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
  const customInstructions = [brief.customInstructions, instruction].filter(Boolean).join("\n");
  const recomposed = planSections(composeLessonPlan(educator, { ...brief, customInstructions }, timing)).get(section);
  const topic = inSentence(brief.topic);
  const body = ADDITIONS.filter(([pattern]) => pattern.test(instruction)).reduce(
    (section, [, label, addition]) => withAddition(section, label, addition(topic)),
    (recomposed ?? current).trim(),
  );
  const lines = [body];
  const notApplied = CANNOT.filter(([pattern]) => pattern.test(instruction)).map(([, change]) => change);
  const changed = body !== current.trim();
  if (!changed && notApplied.length === 0) notApplied.push(`"${instruction}"`);
  if (notApplied.length) {
    lines.push(
      `*The built-in offline model could not apply ${notApplied.join(" or ")} to this section: it composes plans from the catalog and cannot rewrite their wording. A connected AI model can.*`,
    );
  }
  return `## ${section}\n\n${lines.join("\n\n")}`;
}
