import { GRADE_BAND_OF, type GradeBand } from "@/db/data/bands";
import { educators } from "@/db/data/educators";
import type { Band } from "./scaffolds";

/** What five-year-olds cannot be asked to do: they speak, show, draw and move instead. */
const EARLY_YEARS: [RegExp, string][] = [
  [
    /\b(take|takes|keep|keeps|make|makes) notes\b|\bnote-?taking\b|\bnotebooks?\b/i,
    "asks five-year-olds to take notes",
  ],
  // A slip of paper to write on, not a child who slips.
  [/\bexit[- ](ticket|slip)s?\b|\bon a slip\b|\bslips of paper\b/i, "gives five-year-olds a written exit slip"],
  // Writing asked of the children, not a teacher who writes a word on the board ("write a rime on the board").
  [
    /\b(write|writes|written) (their|down|two|three|one|sentences?|paragraphs?|answers?|an? (sentence|story|paragraph|list|letter|report|answer))\b/i,
    "asks five-year-olds to write",
  ],
  [/\b(worksheets?|essays?|quiz sheets?|silent reading)\b/i, "uses written work unsuited to five-year-olds"],
  // A lecture given, not one skipped ("skip the lecture"); a work cited by its title is read as no task (CITED).
  [
    /\b(?<!\b(?:skip|no|not|without) (?:the |a )?)lecture\b|\bcold call\b|\bhinge question\b/i,
    "uses a technique for older students",
  ],
];

/**
 * The titles of the works the educators are cited by (db/data/educators.ts), longest first: a title that
 * names a lecture or a notebook (Tagore's "Personality (lecture 'My School')") is a citation, no task.
 */
const CITED = [
  ...new Set(
    educators.flatMap((educator) => [
      ...educator.knowledge.works.map((work) => work.title),
      ...educator.knowledge.keyIdeas.map((idea) => idea.source.title),
    ]),
  ),
].sort((a, b) => b.length - a.length);

/** A plan's text without the works it cites, which the age rules do not read as tasks. */
const uncited = (text: string) => CITED.reduce((left, title) => left.replaceAll(title, "(a work)"), text);

/** The longest step each band sits through, in minutes. */
export const STEP_LIMIT: Record<Band, number> = { early: 15, primary: 30, lower: 45, upper: 45 };

/** Older students are not small children: no material meant for under-sevens. */
const SECONDARY: [RegExp, string][] = [
  [
    /\b(toddlers?|preschoolers?|six to twelve|first six years|under (six|seven)|five-year-olds)\b/i,
    "speaks of young children in a lesson for older students",
  ],
  [/\b(puppets?|nap time|feely bag)\b/i, "uses an early-years activity with older students"],
];

const AGE_RULES: Record<GradeBand, [RegExp, string][]> = { early: EARLY_YEARS, primary: [], secondary: SECONDARY };

/**
 * Age-appropriateness: what no teacher would ask of students of this band, in the plan's text and its
 * steps' lengths. Returns one problem per kind of violation found; empty when the plan fits the age.
 */
export function ageProblems(text: string, band: Band, stepMinutes: number[]): string[] {
  const problems: string[] = [];
  const rules = AGE_RULES[GRADE_BAND_OF[band]];
  const read = uncited(text);
  for (const [pattern, problem] of rules) {
    const found = read.match(pattern);
    if (found) problems.push(`${problem} ("${found[0]}")`);
  }
  // Work cycles of hours do not fit in a lesson of minutes.
  // Students asked to work for hours ("up to three hours"), not a fact about hours ("24 hours in a day").
  const hours = text.match(/\b(up to|for|lasting|spend) (two|three|four|\d+) hours?\b/i);
  if (hours) problems.push(`asks for ${hours[0]} inside a lesson of minutes`);
  const longest = Math.max(0, ...stepMinutes);
  const limit = STEP_LIMIT[band];
  if (longest > limit) problems.push(`has a ${longest}-minute step, longer than ${limit} minutes suits this age`);
  return problems;
}
