/**
 * The grade systems a teacher can plan in, and how each of their labels reads as a US grade: the one
 * scale the models and the plan checks work with (gradeBand and gradeNumber in lib/lessons/scaffolds;
 * the reader is lib/lessons/grade-systems.ts). Knowledge of school systems is data: a new system or
 * label is a change here, with its facts checked (lib/lessons/grade-systems.test.ts).
 *
 * A label covers `grades`, a range of US grades: 0 is Kindergarten (ages 5–6), -1 the year before it
 * (ages 4–5), 13 higher education; US grade g is ages g+5 to g+6. A label that spans several years
 * (a key stage) is read as its middle year, the later of two middles (Key Stage 2, Years 3–6, is US
 * Grades 2–5 and reads as Grade 4): the band the checks apply is the one most of its classes are in.
 */

export type GradeSystemId = "us" | "england-wales" | "scotland" | "ireland" | "australia" | "canada" | "india" | "age";

export type GradeLabel = { label: string; grades: readonly [number, number] };

export type GradeSystem = {
  id: GradeSystemId;
  name: string;
  /** The labels in school order, in groups where a system has them (years and key stages); a group without a name is not shown as one. */
  groups: readonly { name?: string; labels: readonly GradeLabel[] }[];
};

/** The label of one school year, `grade` being its US grade. */
const year = (label: string, grade: number): GradeLabel => ({ label, grades: [grade, grade] });

/** `count` numbered years from 1: `name(n)` is the label of year n, `offset + n` its US grade. */
const numbered = (count: number, name: (n: number) => string, offset: number) =>
  Array.from({ length: count }, (_, index) => year(name(index + 1), index + 1 + offset));

const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

const HIGHER_EDUCATION = year("Higher Education", 13);
/** US grades: the spec's Grade Level options, in its order. */
const US_GRADES = [year("Kindergarten", 0), ...numbered(12, (n) => `Grade ${n}`, 0)];

export const GRADE_SYSTEMS: readonly GradeSystem[] = [
  { id: "us", name: "United States", groups: [{ labels: [...US_GRADES, HIGHER_EDUCATION] }] },
  {
    id: "england-wales",
    name: "England and Wales",
    groups: [
      // Reception is ages 4–5; Year 1 (ages 5–6) is a US kindergarten's age, so Year n is US Grade n−1.
      { name: "Years", labels: [year("Reception", -1), ...numbered(13, (n) => `Year ${n}`, -1)] },
      {
        name: "Key stages",
        labels: [
          { label: "Key Stage 1", grades: [0, 1] }, // Years 1–2
          { label: "Key Stage 2", grades: [2, 5] }, // Years 3–6
          { label: "Key Stage 3", grades: [6, 8] }, // Years 7–9
          { label: "Key Stage 4", grades: [9, 10] }, // Years 10–11 (GCSE)
          { label: "Key Stage 5 (sixth form)", grades: [11, 12] }, // Years 12–13
        ],
      },
      { name: "Beyond school", labels: [HIGHER_EDUCATION] },
    ],
  },
  {
    id: "scotland",
    name: "Scotland",
    groups: [
      // Primary 1 starts at 4½ to 5½, a US kindergarten's age; S1 starts at about 12.
      { name: "Primary", labels: numbered(7, (n) => `Primary ${n}`, -1) },
      { name: "Secondary", labels: numbered(6, (n) => `S${n}`, 6) },
      { name: "Beyond school", labels: [HIGHER_EDUCATION] },
    ],
  },
  {
    id: "ireland",
    name: "Ireland",
    groups: [
      {
        name: "Primary",
        labels: [
          year("Junior Infants", -1),
          year("Senior Infants", 0),
          ...numbered(6, (n) => `${ordinal(n)} Class`, 0),
        ],
      },
      // 4th Year is Transition Year; the Leaving Certificate ends 6th Year.
      { name: "Post-primary", labels: numbered(6, (n) => `${ordinal(n)} Year`, 6) },
      { name: "Beyond school", labels: [HIGHER_EDUCATION] },
    ],
  },
  {
    id: "australia",
    name: "Australia",
    groups: [
      // Foundation (Prep, Kindergarten or Reception by state) is ages 5–6: Year n is US Grade n.
      { name: "Primary", labels: [year("Foundation (Prep)", 0), ...numbered(6, (n) => `Year ${n}`, 0)] },
      { name: "Secondary", labels: numbered(6, (n) => `Year ${n + 6}`, 6) },
      { name: "Beyond school", labels: [HIGHER_EDUCATION] },
    ],
  },
  { id: "canada", name: "Canada", groups: [{ labels: [...US_GRADES, HIGHER_EDUCATION] }] },
  {
    id: "india",
    name: "India",
    groups: [
      // LKG and UKG are ages 4–5 and 5–6; Class 1 starts at 6.
      { name: "Pre-primary", labels: [year("LKG", -1), year("UKG", 0)] },
      { name: "School", labels: numbered(12, (n) => `Class ${n}`, 0) },
      { name: "Beyond school", labels: [HIGHER_EDUCATION] },
    ],
  },
  {
    id: "age",
    name: "Ages (international)",
    // A class of n-year-olds is the US grade that starts at age n (Age 9: Grade 4); Age 18, the last school year.
    groups: [
      {
        labels: [
          ...Array.from({ length: 15 }, (_, index) => year(`Age ${index + 4}`, Math.min(index - 1, 12))),
          HIGHER_EDUCATION,
        ],
      },
    ],
  },
];
