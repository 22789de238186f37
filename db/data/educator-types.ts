/**
 * A work an idea or a quotation comes from. The title is exact: notes cite works by it. When the
 * educator did not publish the work in their lifetime, `published` says how it came to be, so that
 * it is never cited as "I set this out in".
 */
export type Work = {
  title: string;
  /** Year of publication (negative: BCE); with `after`, only the earliest year it can date from. */
  year: number;
  /** True when the work has no single date and was made after `year` (the Analects, after 479 BCE). */
  after?: boolean;
  /**
   * posthumous: published after the educator's death; compiled: put together by others from the
   * educator's words; recorded: written by someone else about the educator (Plato on Socrates).
   */
  published?: "posthumous" | "compiled" | "recorded";
  /** Who compiled or wrote it, when not the educator, phrased to follow "as … records". */
  by?: string;
};

/**
 * One educator of the catalogue, with the knowledge the AI features draw on.
 * `slug` is the stable key: re-seeding updates the row with the same slug.
 */
export type EducatorSeed = {
  slug: string;
  name: string;
  /** Lifetime as shown on cards, e.g. "1870–1952" or "b. 1952". */
  era: string;
  born: number;
  /** null while the educator is living. */
  died: number | null;
  origin: string;
  shortBio: string;
  contributions: string[];
  tags: string[];
  knowledge: EducatorKnowledge;
};

/**
 * The subjects (lesson scaffold keys) a method is applied in when it does not suit every subject: only
 * these ("practical life work" is not a counting step), or all but these ("arts across the timetable"
 * is for non-arts lessons).
 */
export type MethodSubjects = { only: readonly string[] } | { except: readonly string[] };

/** The grade bands a method suits (early = Kindergarten, primary = Grades 1–5, lower = 6–8, upper = 9–12). */
export type MethodBand = "early" | "primary" | "lower" | "upper";

/** The kinds of lesson step a method can run: the opening, the main work, the close. */
export type MethodStep = "starter" | "core" | "exit";

export type EducatorKnowledge = {
  /** Paraphrases (never invented quotations), each with the work it comes from. */
  keyIdeas: { idea: string; source: Work; keywords: string[] }[];
  /** Concrete classroom practices in the educator's tradition. */
  methods: {
    name: string;
    description: string;
    /** The description as a lesson plan's step uses it, where the description's own examples belong to one subject ("a letter of the alphabet or fractions" in a PE lesson). */
    inLesson?: string;
    keywords: string[];
    subjects?: MethodSubjects;
    /** The grade bands it suits ("younger children", a writing task, a seminar on race and class); all when absent. */
    bands?: readonly MethodBand[];
    /** The kinds of lesson step it can run (a greeting opens a lesson, a reflection closes one); all when absent. */
    steps?: readonly MethodStep[];
    /** Table work (paper folding, weaving, sewing cards) that is never run in a step the teacher takes outdoors. */
    indoors?: true;
    /** A way of planning a unit, a week or a year (a work cycle of three hours, a garden kept all term), not of running one lesson step. */
    planning?: true;
    /** What a teacher does when a child is angry or upset (a channel for the feeling), not a lesson step. */
    response?: true;
  }[];
  /** Characteristic terms of the educator's vocabulary. */
  vocabulary: string[];
  works: Work[];
  /** Verbatim only where the wording is famous and certain; may be empty. */
  quotes: { text: string; source: string }[];
  /** Questions this educator might ask a teacher in return, in their voice. */
  questionsBack: string[];
};
