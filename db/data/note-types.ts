/**
 * The built-in educator model's knowledge of what teachers actually ask about: one note per concern
 * per educator. Knowledge is data; the code that retrieves and composes it lives in lib/ai/knowledge.
 */

import type { GradeBand } from "./bands";

/** The concerns teachers bring, in the order the notes are written. */
export const CONCERNS = [
  "behaviour",
  "motivation",
  "literacy",
  "mathematics",
  "science",
  "assessment",
  "homework",
  "inclusion",
  "multilingual",
  "discussion",
  "questioning",
  "early-years",
  "adolescents",
  "arts",
  "technology",
  "families",
  "planning",
  "wellbeing",
] as const;
export type Concern = (typeof CONCERNS)[number];

/** What a teacher would call each concern: used for retrieval and in headings. */
export const CONCERN_LABELS: Record<Concern, string> = {
  behaviour: "classroom management and behavior",
  motivation: "motivation and engagement",
  literacy: "reading and literacy",
  mathematics: "mathematics",
  science: "science and inquiry",
  assessment: "assessment, feedback and grading",
  homework: "homework",
  inclusion: "differentiation, special educational needs and inclusion",
  multilingual: "multilingual learners",
  discussion: "group work and discussion",
  questioning: "questioning",
  "early-years": "play and the early years",
  adolescents: "adolescents",
  arts: "creativity and the arts",
  technology: "technology and screens",
  families: "parents and community",
  planning: "curriculum and planning",
  wellbeing: "teacher wellbeing and reflection",
};

export { GRADE_BANDS, type GradeBand } from "./bands";

/**
 * The ages a concern is about, where not all: a question about a middle school's parents that says
 * "playing" is not about the early years, and a Year 4 girl with no friends at lunch is not about
 * adolescence. A question on a concern outside its ages goes to the next concern the teacher named,
 * else to `CONCERN_AT_AGE` for the age (lib/ai/knowledge/retrieve.ts).
 */
export const CONCERN_BANDS: Partial<Record<Concern, readonly GradeBand[]>> = {
  "early-years": ["early"],
  adolescents: ["secondary"],
};

/** What a concern set aside for its age becomes: friendships and belonging are the class's social life before adolescence, and in the early years, play. */
export const CONCERN_AT_AGE: Partial<Record<GradeBand, Concern>> = { early: "early-years", primary: "discussion" };

export type ConcernNote = {
  /**
   * The educator's position in two or three sentences, in the first person, tied to `work`.
   * Where the educator never addressed the concern (`addressed: false`), it says so plainly and reasons
   * from their principles; for a living educator it says this is an application of their published
   * principles, not a view they have stated.
   */
  position: string;
  /** Exact title of a work in this educator's `knowledge.works` that grounds the position. */
  work: string;
  /** false when the educator never wrote or spoke about this concern. */
  addressed: boolean;
  /** Three to five concrete classroom moves per grade band, each one imperative sentence a teacher can do tomorrow. */
  moves: Record<GradeBand, string[]>;
  /** One pitfall: what goes wrong when teachers apply this idea badly. */
  pitfall: string;
  /** One question back to the teacher, in the educator's voice. */
  question: string;
  /**
   * Some of the moves worked through, for a teacher who asks for an example or how exactly: `move` is one
   * of `moves` word for word, `steps` what the teacher does and says, in order (said words in *italics*).
   */
  worked?: { move: string; steps: string[] }[];
};

/** Every educator has a note on every concern. */
export type EducatorNotes = Record<Concern, ConcernNote>;
