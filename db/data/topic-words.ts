/**
 * How a teacher's topic reads inside a sentence (the reader is lib/ai/offline/lesson/topic.ts): which single
 * words are names that keep their capital, and which head nouns English names with "the". Adding a word is
 * adding it here, no code.
 */

/** Single words teachers give as a topic that are names, and keep their capital inside a sentence ("Macbeth", "Rome"). */
export const TOPIC_NAMES =
  `Macbeth Hamlet Othello Beowulf Frankenstein Dracula Shakespeare Rome Egypt Greece China India Africa Europe Asia
  America Britain England Scotland Wales Ireland France Germany Spain Italy Japan Mexico Brazil Australia Antarctica
  Vikings Romans Greeks Egyptians Aztecs Maya Mayans Incas Tudors Victorians Normans Saxons Stuarts Christmas Easter
  Diwali Ramadan Eid Hanukkah Mars Jupiter Venus Saturn Mercury Neptune Uranus`.split(/\s+/);

/**
 * Topics named by one thing that English names with "the" ("water cycle", "French Revolution", "human
 * heart", "life cycle of a frog"): the head noun, before any "of", decides.
 */
export const DEFINITE_TOPIC_HEADS = [
  "body",
  "constitution",
  "cycle",
  "depression",
  "empire",
  "enlightenment",
  "heart",
  "holocaust",
  "movement",
  "reformation",
  "renaissance",
  "revolution",
  "system",
  "war",
];
