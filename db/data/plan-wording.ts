/**
 * Wording the built-in model's plans share whatever the topic: above all what a frame's marked slots say,
 * the places a plan on a topic the library does not have leaves for the teacher ("Key idea 1 — add it",
 * "Question 2 — add a short-answer question on …"). Wording is data: the composer (lib/ai/offline/lesson)
 * fills `{n}`, `{topic}`, `{on}`, `{text}`, `{lead}` and `{idea}` with `planWords`, and
 * tests/helpers/offline-plan.ts finds the slots by their "add" (SLOT).
 */
export const PLAN_WORDING = {
  keyIdea: "Key idea {n}",
  keyIdeaText: "add it",
  keyword: "Keyword {n}",
  keywordMeaning: "add a word students need for {topic} and what it means",
  /** A keyword slot in a teacher's line: students are told the word the teacher adds, never the slot's name. */
  keywordShown: "{term} (add it under Keywords)",
  /** What students use in a frame's steps, where the topic's keywords are the teacher's to add. */
  keywordsUsed: "the keywords on the board",
  /** The keywords an objective asks students to use in a frame: a slot's name ("Keyword 1") is never a word to use. */
  keywordsAsked: "the lesson's keywords (add them under Keywords)",
  misconception: "Misconception — add one your students often hold about {topic}",
  correction: "add the correct idea",
  address: "add how this lesson puts it right",
  choiceQuestion: "Question {n} — add a multiple-choice question on {on}",
  shortQuestion: "Question {n} — add a short-answer question on {on}",
  spokenQuestion: "Question {n} — add a question to ask aloud on {on}",
  spokenChoiceQuestion: "Question {n} — add a question to ask aloud on {on}, with options the children point to",
  rightAnswer: "add the right answer",
  answerSays: "add what a right answer says",
  wrongAnswer: "add a wrong answer from a common misconception",
  secondWrongAnswer: "add a second wrong answer",
  /** A check's expected answer that speaks of the topic itself, in a frame. */
  expectedAnswer: "{text} — add what a right answer says.",
  /** A library topic's key idea as a student's answer. */
  inOwnWords: "{lead}, in their own words: {idea}",
} as const;

export type PlanWording = keyof typeof PLAN_WORDING;

/** A slot's words with its placeholders filled. */
export function planWords(key: PlanWording, values: Record<string, string | number> = {}) {
  return PLAN_WORDING[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * Words before a stretch of minutes a plan's step gives some work ("for 20 minutes", "after 30 to 40
 * minutes", "takes about 10 minutes"): lib/lessons/check-plan.ts finds where a step asks for more minutes
 * than it has.
 */
export const TIME_ASKED_WORDS = ["for", "after", "within", "over", "take", "takes", "spend"];

/**
 * How a teacher's instructions give the lesson's length ("only 20 minutes", "we have 25 min", "50 min
 * lesson"): lib/lessons/instructions.ts reads the minutes after a word of `before`, or before a word of
 * `lesson`; not minutes of a part of the lesson: those followed by "of" and a word of `partOf` ("only 20
 * minutes of this is on computers"), by "on" and a device ("15 minutes on the laptops"), by a place away
 * (`away`: "just 10 minutes outside"), or a lesson's part (`lessonPart`: "a 10-minute lesson starter").
 * Plurals are read too ("laptops", "lessons").
 */
export const LESSON_LENGTH_WORDS = {
  before: [
    "only",
    "just",
    "have",
    "has",
    "make it",
    "lesson is",
    "last",
    "lasts",
    "shorten to",
    "limit to",
    "limited to",
  ],
  lesson: ["lesson", "class", "period", "session"],
  partOf: ["this", "it", "that"],
  devices: ["computer", "laptop", "tablet", "screen", "device", "ipad", "chromebook"],
  away: ["outside", "outdoors"],
  lessonPart: ["starter", "opener", "plenary", "activity"],
} as const;

/**
 * An instruction asking that no faith, tradition or culture be set above another ("make sure no tradition
 * is presented as 'the main one'"), or telling of the class's families of a faith ("several families are
 * Hindu"): lib/lessons/instructions.ts reads a word of `groups` with one of `fair`, or a word of `faiths`
 * (plurals too). The plan's main steps then take `step` (lib/ai/offline/lesson/flow-instructions.ts).
 */
export const BALANCE_WORDS = {
  groups: ["tradition", "faith", "religion", "culture", "festival", "belief", "community", "heritage"],
  fair: [
    "main",
    "default",
    "normal",
    "superior",
    "better",
    "best",
    "equal",
    "equally",
    "balance",
    "balanced",
    "fair",
    "fairly",
    "respect",
    "respectful",
  ],
  faiths: [
    "Hindu",
    "Jewish",
    "Muslim",
    "Sikh",
    "Christian",
    "Buddhist",
    "Jain",
    "Bahá'í",
    "Baha'i",
    "Humanist",
    "Orthodox",
    "Catholic",
  ],
  step: "Give each tradition the topic names the same time and the same kind of task, side by side: compare them without ranking one above another or calling any the main one. The class's families share their own festival only if they offer; never ask a child to speak for their faith.",
} as const;

/**
 * An instruction that the room has no projector or screen ("no projector this week", "paper and whiteboard
 * only", "screen-free"): lib/lessons/instructions.ts reads a word of `without` before one of `screens`, a
 * word of `alone`, or one or two of `only` followed by "only". Each step's slide text then goes on the board.
 */
export const NO_SCREEN_WORDS = {
  without: ["no", "without", "avoid"],
  screens: [
    "technology",
    "tech",
    "screen",
    "screens",
    "projector",
    "projectors",
    "slides",
    "powerpoint",
    "interactive whiteboard",
    "smartboard",
    "smart board",
  ],
  alone: ["unplugged", "screen-free", "screenfree"],
  only: [
    "paper",
    "pen",
    "pens",
    "pencil",
    "pencils",
    "whiteboard",
    "whiteboards",
    "blackboard",
    "blackboards",
    "chalkboard",
    "chalkboards",
  ],
} as const;

/** Words that make a request one for most or all of the lesson, not a part of it ("mostly outdoors", "the whole lesson outside"). */
export const MOST_OF_IT_WORDS = ["mostly", "mainly", "largely", "most of", "all of", "the whole", "the entire", "all"];
