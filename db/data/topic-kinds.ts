/**
 * Kinds of social-studies topic the history scaffold (lib/lessons/scaffolds/history.ts) tells apart by their
 * words: a stretch of time, a question of causes, and topics that are no stretch of the past (civics,
 * economics), each with its own starters and questions. Adding a word is adding it here, no code.
 */

/** A topic that is a stretch of time ("The Reconstruction era", "the reign of Elizabeth I"): it has changes, not causes. */
export const PERIOD_WORDS = ["era", "period", "reign", "dynasty", "century", "age of", "years of"];
/** Words of a topic about why something happened ("Causes of the First World War"). */
export const CAUSE_WORDS = ["causes", "cause", "origins", "why"];

/**
 * Words of a civics topic: how a society decides and governs ("How a bill becomes a law", "the three
 * branches of government"), which has stages, powers and checks, not the events and experiences of a past.
 */
export const CIVICS_WORDS = [
  "law",
  "laws",
  "bill",
  "government",
  "constitution",
  "congress",
  "parliament",
  "election",
  "elections",
  "voting",
  "vote",
  "court",
  "courts",
  "supreme court",
  "democracy",
  "branches",
  "council",
  "legislature",
  "citizenship",
  "taxes",
  "budget",
];
/** Words of an economics topic: markets, prices and money, which have buyers and sellers, not witnesses. */
export const ECONOMICS_WORDS = [
  "supply",
  "demand",
  "market",
  "markets",
  "price",
  "prices",
  "inflation",
  "money",
  "trade",
  "economy",
  "economics",
  "scarcity",
  "goods and services",
  "interest rates",
];
