import type { Concern } from "./note-types";

/**
 * The concern a question about a library topic is on, by the topic's subject (db/data/topics), where the
 * router is not sure of one from the teacher's words: "How do I explain photosynthesis to Year 7?" is a
 * science question. Subjects with no concern of their own (history, geography, computing, languages, whose learners are not the multilingual concern's) are left out:
 * the router's choices stand for them.
 */
export const TOPIC_SUBJECT_CONCERNS: Partial<Record<string, Concern>> = {
  science: "science",
  mathematics: "mathematics",
  "language-arts": "literacy",
  arts: "arts",
  music: "arts",
  drama: "arts",
};
