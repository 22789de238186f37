/**
 * Scaffolds: what the built-in model knows about teaching a subject to a grade band, and what the
 * prompt of a connected model is given as grounding. Knowledge is data; the composer reads it.
 * Texts may hold `{topic}`, replaced by the teacher's topic.
 */

export const BANDS = ["early", "primary", "lower", "upper"] as const;
/** early = Kindergarten; primary = Grades 1–5; lower = Grades 6–8; upper = Grades 9–12 and beyond. */
export type Band = (typeof BANDS)[number];

/** The bands as a US teacher names them, inside a sentence ("students in middle school"). */
export const BAND_LABELS: Record<Band, string> = {
  early: "kindergarten",
  primary: "the elementary grades",
  lower: "middle school",
  upper: "high school",
};

/** One step a teacher can run: what the teacher does, what students do, and how the teacher checks. */
export type Activity = {
  name: string;
  teacher: string;
  students: string;
  check: string;
  bands: readonly Band[];
  /**
   * The share of a block's minutes the step takes, against the others' (a starter 1, a usual main step 2.5):
   * a practical or an extended reading takes longer than a discussion. 1 for a starter, 2.5 for a main step when absent.
   */
  weight?: number;
  /** When set, the activity suits only topics that mention one of these words (a ball drill, not weights). */
  topics?: readonly string[];
  /** Topic words that rule the activity out ("causes" of an era, which is a period, not an event). */
  unless?: readonly string[];
  /** What the activity puts on the tables (a tub of water and objects to test), listed under Materials when it is used. */
  materials?: readonly string[];
};

/** An objective at the top of Bloom's taxonomy, written for the subject. */
export type Objective = { verb: string; text: string; criterion: string };

/** A mistaken belief students often hold, the correct idea, and how the lesson addresses it. */
export type Misconception = {
  /** Topic words that make this misconception relevant; empty = true of the subject in general. */
  about: readonly string[];
  belief: string;
  truth: string;
  address: string;
  /** The bands the misconception is met in; all when absent. */
  bands?: readonly Band[];
  /** Topic words that show another sense ("plant life cycles" for a butterfly's): then it does not apply. */
  unless?: readonly string[];
};

/** Safety notes that apply when the subject is taught, or when the topic holds one of `when`. */
export type SafetyRule = { when: readonly string[] | "always"; notes: readonly string[] };

export type SubjectScaffold = {
  key: string;
  label: string;
  /** Words in the teacher's "subject" field that name this subject. */
  names: readonly string[];
  /** Openings: a hook or a retrieval task. */
  starters: readonly Activity[];
  /** Learning cycles: explanation, practice and a check for understanding. */
  cycles: readonly Activity[];
  /** Extended tasks that apply what was learned (products, performances, investigations). */
  applications: readonly Activity[];
  /** What each day of a multi-day unit can focus on, in a sensible order. */
  focuses: readonly string[];
  /** What students analyze that they have not seen, with `{topic}`: a source in history, data in geography; "a new example of {topic}" when absent. */
  newCase?: string;
  /** The subject's own higher-order objective (create, design, evaluate) for Grades 1 and up. */
  create: Objective;
  /** Objectives for topics the subject's own does not fit (a map to draw, not a response to weigh): the first whose word the topic mentions. */
  createFor?: readonly { topics: readonly string[]; bands?: readonly Band[]; objective: Objective }[];
  priorKnowledge: Record<Band, string>;
  materials: Record<Band, readonly string[]>;
  misconceptions: readonly Misconception[];
  safety: readonly SafetyRule[];
};
