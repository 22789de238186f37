/**
 * Scaffolds: what the built-in model knows about teaching a subject to a grade band, and what the
 * prompt of a connected model is given as grounding. Knowledge is data; the composer reads it.
 * Texts may hold `{topic}`, replaced by the teacher's topic.
 */

import type { Band } from "@/db/data/bands";

export { BANDS, type Band } from "@/db/data/bands";

/** One step a teacher can run: what the teacher does, what students do, and how the teacher checks. */
export type Activity = {
  name: string;
  teacher: string;
  students: string;
  check: string;
  /**
   * What a right answer to `check` sounds like, true of any topic the activity is used for: what students
   * name, show or argue, never the topic's content passed off as known. The plan's expected answer for the
   * step. With `{topic}` when the answer speaks of the topic itself: then a frame, which does not know it,
   * asks the teacher to add what a right answer says.
   */
  expected: string;
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
  /**
   * `false` when the activity fits only some topics of the subject, and the words of a topic cannot tell
   * which (tides cannot be fair-tested in a classroom; a shop needs a topic of buying and selling). A
   * library topic may use it; a frame, which knows nothing of the topic, never does. An activity with
   * `topics` fits only those, and is used in a frame only when the teacher's topic names one of them.
   */
  fitsAnyTopic?: false;
  /**
   * The fewest minutes the activity can be run in (a project, an investigation, extended writing): a
   * step shorter than this takes another activity. Any length when absent.
   */
  minMinutes?: number;
  /**
   * The activity runs the topic's own fair test: its texts hold `{question}`, `{change}`, `{measure}` and
   * `{keep}`, filled from the topic file's investigation for the age. A topic whose file has none for the
   * age (a butterfly's life cycle), and a frame, do not take it.
   */
  investigation?: true;
  /**
   * The activity shows the topic's own demonstration: its texts hold `{show}`, `{ask}` and `{result}`, filled
   * from the topic file's demonstration for the age. A topic whose file has none for the age, and a frame,
   * do not take it.
   */
  demonstration?: true;
  /**
   * The highest US grade the activity suits when its bands reach older children than it does (a
   * follow-the-leader warm-up, or "can you do it on one foot?", sounds young in Grade 5; a know-wonder-learn
   * chart in a university seminar, whose grade is 13). Any grade of its bands when absent.
   */
  upToGrade?: number;
  /**
   * `true` when what students do already uses the lesson's keywords ("using the keywords"): a frame's step
   * then tells them once, not twice.
   */
  usesKeywords?: true;
  /** What the activity puts on the tables (a tub of water and objects to test), listed under Materials when it is used. */
  materials?: readonly string[];
};

/**
 * An objective at the top of Bloom's taxonomy, written for the subject. `fitsAnyTopic: false` as for an
 * activity: a fair test to plan fits only what can be varied and measured, so a frame does not ask for it.
 */
export type Objective = { verb: string; text: string; criterion: string; fitsAnyTopic?: false };

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
  /** The objective a frame asks for when `create` fits only some topics: one true of any topic of the subject. */
  createAny?: Objective;
  /**
   * Objectives for topics or bands the subject's own does not fit (a map to draw, not a response to weigh;
   * no poster in a seminar): the first whose word the topic mentions, or with no `topics` the first for the band.
   */
  createFor?: readonly { topics?: readonly string[]; bands?: readonly Band[]; objective: Objective }[];
  priorKnowledge: Record<Band, string>;
  materials: Record<Band, readonly string[]>;
  /**
   * What a kind of topic the subject's usual prior knowledge and materials do not fit brings and uses
   * instead (a civics or economics lesson in social studies needs no historians' interpretations): the
   * first whose word the topic mentions, at its bands.
   */
  topicsLike?: readonly {
    topics: readonly string[];
    bands?: readonly Band[];
    priorKnowledge: string;
    materials: readonly string[];
    /** What students analyze that they have not seen in this kind of lesson, with `{topic}`; the subject's `newCase` when absent. */
    newCase?: string;
  }[];
  misconceptions: readonly Misconception[];
  safety: readonly SafetyRule[];
};
