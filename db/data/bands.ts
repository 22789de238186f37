/**
 * The grade bands, defined once for the data and the code that reads it. A plan is for one of four bands
 * (the grade a teacher picks on the form); an educator's note speaks to three, its secondary band
 * holding both of the plan's older ones.
 */

/** early = Kindergarten (ages 3–5); primary = Grades 1–5 (ages 6–10); lower = Grades 6–8; upper = Grades 9–12 and beyond. */
export const BANDS = ["early", "primary", "lower", "upper"] as const;
export type Band = (typeof BANDS)[number];

/** The band of the notes each band of a plan reads: middle and high school are both secondary. */
export const GRADE_BAND_OF = {
  early: "early",
  primary: "primary",
  lower: "secondary",
  upper: "secondary",
} as const satisfies Record<Band, string>;

/** early = ages 3–5 (preschool, kindergarten); primary = grades 1–5 (ages 6–10); secondary = grades 6–12 (ages 11–18). */
export type GradeBand = (typeof GRADE_BAND_OF)[Band];
export const GRADE_BANDS: readonly GradeBand[] = [...new Set(BANDS.map((band) => GRADE_BAND_OF[band]))];

/**
 * How a band's pupils are named inside a sentence: a plan names them as a US teacher does ("students in
 * middle school"); an answer in words any English-speaking teacher reads as their own, so its oldest band,
 * US Grades 6–12 and England's Years 7–13, is "middle and secondary" (a Grade 6 class is in middle school,
 * not secondary); `about` follows what a question is about ("homework with middle and secondary students").
 */
export const BAND_LABELS = {
  plan: { early: "kindergarten", primary: "the elementary grades", lower: "middle school", upper: "high school" },
  /** A plan's students past Grade 12, whose band is the oldest (upper) but who are in no high school. */
  higher: "higher education",
  answer: { early: "the early years", primary: "primary classes", secondary: "middle and secondary classes" },
  about: {
    early: "in the early years",
    primary: "in a primary class",
    secondary: "with middle and secondary students",
  },
} as const satisfies {
  plan: Record<Band, string>;
  higher: string;
  answer: Record<GradeBand, string>;
  about: Record<GradeBand, string>;
};
