import type { Concern } from "./note-types";

/**
 * The concern a question about a library topic is on, by the topic's subject (db/data/topics), where the
 * router is not sure of one from the teacher's words: "How do I explain photosynthesis to Year 7?" is a
 * science question. A topic of several subjects takes the first of them listed here (volcanoes, geography and
 * science, are science). Subjects with no concern of their own (computing, and languages, whose learners are
 * not the multilingual concern's) are left out: the router's choices stand for them.
 */
export const TOPIC_SUBJECT_CONCERNS: Partial<Record<string, Concern>> = {
  science: "science",
  mathematics: "mathematics",
  "language-arts": "literacy",
  arts: "arts",
  music: "arts",
  drama: "arts",
};

/**
 * The concern a question about a topic of these subjects is on where the router is not sure of one (only):
 * "How should I teach Reconstruction to Grade 11?" names no concern, and is a question of what and how to
 * teach it, but "better questions for a history test on the causes of WW1" stays on questioning.
 */
export const TOPIC_UNSURE_CONCERNS: Partial<Record<string, Concern>> = {
  history: "planning",
  geography: "planning",
};

/**
 * Concerns about how any content is learnt (the questions asked of it, memorising it), which a question
 * naming a library topic is not about even where its words point there: "How do I teach the water cycle
 * to Year 4 so they remember it and can answer questions on it?" is a science question, not one about
 * questioning. Where the router reads one of these, the topic's subject decides, as where it is unsure.
 */
export const TOPIC_OUTRANKS: readonly Concern[] = ["questioning"];
