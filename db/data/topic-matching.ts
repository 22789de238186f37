/**
 * Words a teacher types around a library topic's name without naming another topic: lib/lessons/topic-library.ts
 * finds "Equivalent fractions using fraction strips", "Macbeth act 1" or "Review of the water cycle" as the
 * library's topic (the teacher's wording stays the plan's title). Words that join a second topic
 * ("photosynthesis and respiration") are not here: such a topic gets the honest frame, which drops nothing.
 * Adding a word is adding it here, no code. Compared as typed topics are: lower case, no punctuation.
 */

/**
 * A word right after the topic's name that narrows it to a part or an approach ("Macbeth act 1", "loops in
 * Python", "equivalent fractions using fraction strips"): the library's notes are on the whole topic, so
 * the plan says so in its note (`TOPIC_FOCUS_NOTE`).
 */
export const TOPIC_NARROWING_WORDS = [
  "using",
  "with",
  "through",
  "via",
  "by",
  "in",
  "act",
  "acts",
  "chapter",
  "chapters",
  "scene",
  "scenes",
  "part",
  "investigation",
  "project",
];

/** A word right after the topic's name that places the lesson without narrowing it: "volcanoes for Year 7", "lesson 2". */
export const TOPIC_PLACING_WORDS = [
  "for",
  "year",
  "grade",
  "lesson",
  "lessons",
  "day",
  "week",
  "unit",
  "session",
  "revision",
  "review",
  "recap",
  "practice",
];

/** The note of a plan on a library topic narrowed by the teacher's words: `{title}` and `{focus}` are filled in. */
export const TOPIC_FOCUS_NOTE =
  "The built-in model's notes here are on {title} as a whole, with none on “{focus}” in particular: adjust the parts that need it, or connect an AI model (see Help) to have them written.";

/** Words before the topic's name that say what the lesson does with it: "review of the water cycle". */
export const TOPIC_LEAD_WORDS = [
  "review of",
  "revision of",
  "revising",
  "revisiting",
  "recap of",
  "recapping",
  "exploring",
  "explore",
  "introducing",
  "investigating",
  "understanding",
  "practising",
  "practicing",
  "more on",
  "lesson on",
  "unit on",
];
