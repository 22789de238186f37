/**
 * English number words, one list for every reader: cardinals from zero (a word's index is its number) and
 * ordinals from first (a word's index plus one). lib/ai/knowledge/grade-band.ts reads "fourth graders" and
 * "eleven-year-olds" with them; lib/lessons/scaffolds writes "counting to 10" as "counting to ten".
 */
export const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
];

export const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];
