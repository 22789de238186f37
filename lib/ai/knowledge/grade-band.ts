import "server-only";
import type { GradeBand } from "@/db/data/bands";
import {
  HIGHER_EDUCATION_PHRASES,
  OLDER_WORK_PHRASES,
  SCHOOL_WORDS,
  SCHOOL_WORDS_IN_OTHER_LANGUAGES,
  type SchoolNames,
} from "@/db/data/grade-words";
import { NUMBER_WORDS, ORDINAL_WORDS } from "@/db/data/number-words";

/**
 * Which grade band a teacher means, from the ways teachers write it: US grades ("4th grade",
 * "Grade 4", "8th graders", "first graders"), English years and key stages ("year 4", "KS2"),
 * ages ("11-year-olds"), school names ("kindergarten", "high school") and class names ("sophomores").
 * Bands follow db/data/bands.ts.
 */

/** The cardinals a grade, year or age is written in: one to eighteen (db/data/number-words.ts). */
const NUMBERS = NUMBER_WORDS.slice(1);

/** "4", "4th", "fourth" or "four" as a number; undefined for anything else. */
function numberFrom(word: string) {
  const digits = word.match(/^(\d{1,2})(st|nd|rd|th)?$/);
  if (digits) return Number(digits[1]);
  const ordinal = ORDINAL_WORDS.indexOf(word);
  if (ordinal >= 0) return ordinal + 1;
  const cardinal = NUMBERS.indexOf(word);
  return cardinal >= 0 ? cardinal + 1 : undefined;
}

const byUsGrade = (grade: number): GradeBand | undefined =>
  grade < 1 || grade > 12 ? undefined : grade <= 5 ? "primary" : "secondary";
// English Year 1 is ages 5–6 and Year 7 starts secondary school; Reception is the early years.
const byEnglishYear = (year: number): GradeBand | undefined =>
  year < 1 || year > 13 ? undefined : year <= 6 ? "primary" : "secondary";
const byAge = (age: number): GradeBand | undefined =>
  age < 3 || age > 19 ? undefined : age <= 5 ? "early" : age <= 10 ? "primary" : "secondary";

const NUM = String.raw`(\d{1,2}(?:st|nd|rd|th)?|${[...ORDINAL_WORDS, ...NUMBERS].join("|")})`;

/** Teaching at a university or college (db/data/grade-words.ts): "undergraduates", "my university seminar". */
const HIGHER_EDUCATION = new RegExp(String.raw`\b(?:${HIGHER_EDUCATION_PHRASES.join("|")})\b`, "i");

/** A band's school words as one pattern: its school names before what they hold ("junior art class"), then its phrases. */
function schoolPattern({ names, phrases }: { names?: SchoolNames; phrases: string[] }) {
  const named = names ? [String.raw`(?:${names.schools.join("|")}) (?:[a-z]+ )?(?:${names.nouns.join("|")})`] : [];
  return new RegExp(String.raw`\b(?:${[...named, ...phrases].join("|")})\b`, "gi");
}

type Rule = { pattern: RegExp; band: (match: RegExpExecArray) => GradeBand | undefined };

const fixed = (band: GradeBand) => () => band;
const numbered = (toBand: (value: number) => GradeBand | undefined) => (match: RegExpExecArray) => {
  const value = numberFrom((match[1] ?? "").toLowerCase());
  return value === undefined ? undefined : toBand(value);
};

const rules: Rule[] = [
  { pattern: new RegExp(String.raw`\b${NUM}[- ]grade(rs?)?\b`, "gi"), band: numbered(byUsGrade) },
  { pattern: new RegExp(String.raw`\b(?:grades?|gr\.?) ?${NUM}s?\b`, "gi"), band: numbered(byUsGrade) },
  { pattern: new RegExp(String.raw`\b(?:years?|yrs?) ?${NUM}s?\b`, "gi"), band: numbered(byEnglishYear) },
  { pattern: /\by(\d{1,2})s?\b/gi, band: numbered(byEnglishYear) },
  { pattern: new RegExp(String.raw`\b${NUM}[- ]?(?:years?|yrs?)[- ]olds?\b`, "gi"), band: numbered(byAge) },
  { pattern: new RegExp(String.raw`\b(?:aged?|ages) ${NUM}\b`, "gi"), band: numbered(byAge) },
  { pattern: /\bks ?1\b|\bkey stage (1|one)\b/gi, band: fixed("primary") },
  { pattern: /\bks ?2\b|\bkey stage (2|two)\b/gi, band: fixed("primary") },
  { pattern: /\bks ?[345]\b|\bkey stage (3|4|5|three|four|five)\b/gi, band: fixed("secondary") },
  { pattern: schoolPattern(SCHOOL_WORDS.early), band: fixed("early") },
  { pattern: schoolPattern(SCHOOL_WORDS.primary), band: fixed("primary") },
  { pattern: schoolPattern(SCHOOL_WORDS.secondary), band: fixed("secondary") },
  // Other languages' grades and schools: "2. Klasse", "secundaria", "collège", "maternelle".
  { pattern: /\b(\d{1,2})\.\s*klassen?\b/gi, band: numbered(byUsGrade) },
  { pattern: /\bklassen?\s+(\d{1,2})\b/gi, band: numbered(byUsGrade) },
  { pattern: schoolPattern({ phrases: SCHOOL_WORDS_IN_OTHER_LANGUAGES.early }), band: fixed("early") },
  { pattern: schoolPattern({ phrases: SCHOOL_WORDS_IN_OTHER_LANGUAGES.primary }), band: fixed("primary") },
  { pattern: schoolPattern({ phrases: SCHOOL_WORDS_IN_OTHER_LANGUAGES.secondary }), band: fixed("secondary") },
  // University teaching has no band of its own: the oldest students' moves fit it best, not a question of which age.
  { pattern: new RegExp(HIGHER_EDUCATION.source, "gi"), band: fixed("secondary") },
];

/**
 * Work only older students do (db/data/grade-words.ts): the band when the text names no grade, year, age or
 * school, which always win ("30 essays from my Year 5 class").
 * Not taken out of the text before its concern is searched: "mock exams" is what the teacher asks about.
 */
const OLDER_WORK = new RegExp(OLDER_WORK_PHRASES.map((phrase) => String.raw`\b${phrase}\b`).join("|"), "i");

/** The grade band of the first grade, year, age or school a text names; undefined when it names none. */
export function detectGradeBand(text: string): GradeBand | undefined {
  let first: { index: number; band: GradeBand } | undefined;
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const band = rule.band(match);
      if (band && (!first || match.index < first.index)) first = { index: match.index, band };
    }
  }
  return first?.band ?? (OLDER_WORK.test(text) ? "secondary" : undefined);
}

/** Whether a text is about teaching university students, naming no school grade, year or age besides. */
export function describesHigherEducation(text: string) {
  return (
    HIGHER_EDUCATION.test(text) &&
    detectGradeBand(text.replace(new RegExp(HIGHER_EDUCATION.source, "gi"), "")) === undefined
  );
}

/** The text without its grade, year, age and school names: "8th graders" is not a question about grades. */
export function withoutGrades(text: string) {
  return rules.reduce((rest, rule) => rest.replace(rule.pattern, " "), text);
}
