/**
 * The teacher's free-text instructions, read for the requests teachers make most often, so that the
 * built-in model can apply them in the flow and materials and say plainly which it could not apply.
 */

import { BALANCE_WORDS, LESSON_LENGTH_WORDS, MOST_OF_IT_WORDS, NO_SCREEN_WORDS } from "@/db/data/plan-wording";
import { escapeRegExp } from "@/lib/text";

export type InstructionKind =
  | "quiz"
  | "group-work"
  | "game"
  | "outdoor"
  | "trip"
  | "homework"
  | "no-technology"
  | "no-screen"
  | "no-internet"
  | "no-printing"
  | "time"
  | "multilingual"
  | "special-needs"
  | "dyslexia"
  | "mobility"
  | "hands-on"
  | "resource"
  | "balance";

/** `most`: the request is for most of the lesson ("mostly outdoors", "the whole lesson outside"), not one step. */
export type Instruction = { kind: InstructionKind; said: string; minutes?: number; resource?: string; most?: true };

/** Words as alternatives in a pattern: a space between words is any space; `plural` reads a word's plural too. */
const anyOf = (words: readonly string[], plural = "") =>
  `(?:${words.map((word) => `${escapeRegExp(word).replaceAll(" ", String.raw`\s+`)}${plural}`).join("|")})`;

/** No faith, tradition or culture set above another, or the class's families of a faith (BALANCE_WORDS). */
const BALANCE = new RegExp(
  String.raw`\b${anyOf(BALANCE_WORDS.groups, "s?")}\b[^.;!?]*\b${anyOf(BALANCE_WORDS.fair)}\b|\b${anyOf(BALANCE_WORDS.fair)}\b[^.;!?]*\b${anyOf(BALANCE_WORDS.groups, "s?")}\b|\b${anyOf(BALANCE_WORDS.faiths, "s?")}\b`,
  "i",
);

/** No projector or screen in the room (NO_SCREEN_WORDS). */
const NO_SCREEN = new RegExp(
  String.raw`\b${anyOf(NO_SCREEN_WORDS.without)}\s+${anyOf(NO_SCREEN_WORDS.screens)}\b|\b${anyOf(NO_SCREEN_WORDS.alone)}\b|\b${anyOf(NO_SCREEN_WORDS.only)}(?:\s+and\s+${anyOf(NO_SCREEN_WORDS.only)})?\s+only\b`,
  "i",
);

const PATTERNS: [Exclude<InstructionKind, "time" | "resource">, RegExp][] = [
  [
    "no-technology",
    /\b(no|without|avoid|limited)\s+(technology|tech|screens?|devices?|computers?|tablets?|laptops?|projector)\b|\bunplugged\b|\bscreen-?free\b/i,
  ],
  // No projector or screen in the room: what a slide would show is written on the board.
  ["no-screen", NO_SCREEN],
  // No internet is not no computers: a loop still runs offline.
  ["no-internet", /\b(no|without|avoid|limited)\s+(internet|wi-?fi|web access|online access)\b|\boffline\b/i],
  [
    "no-printing",
    /\b(no|without|avoid)\s+(printing|printer|printouts?|photocopi\w*|handouts?|worksheets?|paper copies)\b|\b(can'?t|cannot|unable to)\s+(print|photocopy)\b/i,
  ],
  ["quiz", /\b(quiz|quizzes|test|exit ticket|kahoot)\b/i],
  [
    "group-work",
    /\b(group ?work|in groups|small groups|groups of|teams?|collaborat\w*|cooperative|pair work|in pairs)\b/i,
  ],
  ["game", /\b(games?|gamif\w*|play a)\b/i],
  ["trip", /\b(field ?trip|excursion|school trip|trip to|visit to)\b/i],
  ["outdoor", /\b(outdoors?|outside|playground|school garden|nature walk|fresh air)\b/i],
  ["homework", /\b(homework|home ?learning|take-?home)\b/i],
  [
    "multilingual",
    /\b(english (language )?learners?|ells?|esl|eal|multilingual|bilingual|newcomers?|language learners?|(little|no|limited) english|speak \w+ at home)\b/i,
  ],
  ["special-needs", /\b(ieps?|504|special (educational )?needs|sen|autis\w*|adhd|disabilit\w*|learning support)\b/i],
  ["dyslexia", /\b(dyslexi\w*)\b/i],
  [
    "mobility",
    /\b(wheel ?chairs?|mobility (aids?|needs|impairments?)|(limited|reduced) mobility|crutches|cerebral palsy|physical(ly)? (disabilit\w*|disabled|impairments?))\b/i,
  ],
  ["balance", BALANCE],
  ["hands-on", /\b(hands-?on|manipulatives?|kinesthetic|kinaesthetic|practical (activity|task|work))\b/i],
];

/** A request for most or all of the lesson, not a part of it (MOST_OF_IT_WORDS). */
const MOST_OF_IT = new RegExp(String.raw`\b${anyOf(MOST_OF_IT_WORDS)}\b`, "i");
/** Kinds of request that can be for one step or for most of the lesson. */
const FOR_MOST: readonly InstructionKind[] = ["outdoor"];

/** A title in quotation marks, or the name after "use"/"read"/"the book" etc. */
const RESOURCE =
  /["“]([^"”]{2,80})["”]|\b(?:use|using|read|reading|watch|based on)\s+(?:the\s+)?(?:book|novel|text|poem|story|song|video|film|website|app|textbook|article)?\s*((?:[A-Z][\w'’-]*\s?){1,6})/;

/** The lesson's length in a teacher's words: the minutes, and the words around them (LESSON_LENGTH_WORDS). */
const MINUTES = String.raw`(\d{1,3})\s*-?\s*min(?:ute)?s?`;
const TIME = new RegExp(
  [
    String.raw`\b${anyOf(LESSON_LENGTH_WORDS.before)}\s+${MINUTES}\b`,
    String.raw`(?!\s+(?:of\s+${anyOf(LESSON_LENGTH_WORDS.partOf)}\b|on\s+(?:the\s+)?${anyOf(LESSON_LENGTH_WORDS.devices, "s?")}|${anyOf(LESSON_LENGTH_WORDS.away)}))`,
    String.raw`|\b${MINUTES}\s+${anyOf(LESSON_LENGTH_WORDS.lesson)}s?\b(?!\s+${anyOf(LESSON_LENGTH_WORDS.lessonPart)})`,
  ].join(""),
  "i",
);

/** How long a quiz is to take: "a 10-minute quiz", "a quiz of 15 minutes". */
const QUIZ_MINUTES =
  /\b(\d{1,3})\s*-?\s*min(?:ute)?s?\s+(?:exit\s+|end\s+|short\s+)?(?:quiz|test)\b|\b(?:quiz|test)\b[^.!?]{0,30}?\b(?:of|lasting|last|lasts|for|take|takes|taking)\s+(\d{1,3})\s*-?\s*min/i;

/** Reads instructions into what was recognized and the sentences nothing was recognized in. */
export function readInstructions(text: string | undefined) {
  const recognized: Instruction[] = [];
  const unrecognized: string[] = [];
  for (const said of (text ?? "")
    .split(/(?<=[.;!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const before = recognized.length;
    for (const [kind, pattern] of PATTERNS) {
      if (!pattern.test(said)) continue;
      const quiz = kind === "quiz" ? said.match(QUIZ_MINUTES) : null;
      const minutes = quiz ? Number(quiz[1] ?? quiz[2]) : undefined;
      const most = FOR_MOST.includes(kind) && MOST_OF_IT.test(said) ? { most: true as const } : {};
      recognized.push(minutes ? { kind, said, minutes } : { kind, said, ...most });
    }
    // "The quiz should last 10 minutes" times the quiz, not the lesson.
    const time = QUIZ_MINUTES.test(said) ? null : said.match(TIME);
    const minutes = time?.[1] ?? time?.[2];
    if (minutes) recognized.push({ kind: "time", said, minutes: Number(minutes) });
    const resource = said.match(RESOURCE);
    const name = (resource?.[1] ?? resource?.[2])?.trim();
    if (name) recognized.push({ kind: "resource", said, resource: name });
    if (recognized.length === before) unrecognized.push(said);
  }
  const has = (kind: InstructionKind) => recognized.some((instruction) => instruction.kind === kind);
  return { recognized, unrecognized, has };
}

export type ReadInstructions = ReturnType<typeof readInstructions>;
