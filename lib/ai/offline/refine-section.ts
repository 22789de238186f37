import type { EducatorSeed } from "@/db/data/educator-types";
import { planSections } from "@/lib/lessons/check-plan";
import type { LessonTiming } from "@/lib/lessons/timing";
import { composeLessonPlan, type LessonBrief } from "./compose-lesson";

/** What the built-in model is asked to refine: the section as it stands, and the teacher's instruction. */
export type SectionRefinement = { section: string; current: string; instruction: string };

/** Changes the built-in model adds as their own lines, since the composer has no such option. */
const ADDITIONS: [RegExp, (topic: string) => string][] = [
  [
    /hands[- ]?on|practical|concrete materials/i,
    (topic) =>
      `- **Hands-on:** give each pair real objects or cut-out cards to sort, build or model ${topic} before anything is written down; students show their thinking with the materials first.`,
  ],
  [
    /challeng|stretch|harder|advanced/i,
    (topic) =>
      `- **More challenge:** ask students who are ready to design their own problem about ${topic}, solve a partner's, and explain which one was harder and why.`,
  ],
];

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
  const lines = [(recomposed ?? current).trim()];
  for (const [pattern, addition] of ADDITIONS) if (pattern.test(instruction)) lines.push(addition(brief.topic));
  const notApplied = CANNOT.filter(([pattern]) => pattern.test(instruction)).map(([, change]) => change);
  const changed = lines.length > 1 || lines[0] !== current.trim();
  if (!changed && notApplied.length === 0) notApplied.push(`"${instruction}"`);
  if (notApplied.length) {
    lines.push(
      `*The built-in offline model could not apply ${notApplied.join(" or ")} to this section: it composes plans from the catalog and cannot rewrite their wording. A connected AI model can.*`,
    );
  }
  return `## ${section}\n\n${lines.join("\n\n")}`;
}
