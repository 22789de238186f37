import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import { CONCERN_WORDS, RELATED_CONCERNS } from "@/db/data/concern-words";
import {
  CONCERN_LANGUAGES,
  CONCERN_WORDS_IN,
  type ConcernLanguage,
  FUNCTION_WORDS,
} from "@/db/data/concern-words-languages";
import type { EducatorKnowledge } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import {
  CONCERN_AT_AGE,
  CONCERN_BANDS,
  CONCERN_LABELS,
  CONCERNS,
  type Concern,
  type ConcernNote,
  GRADE_BANDS,
  type GradeBand,
} from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import type { Situation } from "@/db/data/situations";
import { TOPIC_OUTRANKS, TOPIC_SUBJECT_CONCERNS, TOPIC_UNSURE_CONCERNS } from "@/db/data/topic-concerns";
import type { Misconception } from "@/lib/lessons/scaffolds";
import { detectLanguage } from "@/lib/safety/language";
import { combinedReading, notesReading, readingLanguages } from "./concern-reading";
import { CONCERN_PATTERNS, chosenConcern } from "./concern-words";
import { continuesThread } from "./follow-ups";
import { describesHigherEducation, detectGradeBand, withoutGrades } from "./grade-band";
import { describedMisconception } from "./misconception";
import { describedSituation } from "./situation";
import { plain, processTerm } from "./terms";
import { topicNotesFor } from "./topic-notes";

export type KeyIdea = EducatorKnowledge["keyIdeas"][number];
export type Method = EducatorKnowledge["methods"][number];

/**
 * How sure the router must be of a concern to answer on it: below this, the answer says what it took the
 * question to be about and offers the nearest concerns as choices. Calibrated on the labelled questions
 * of eval/probes/answers.ts and answers-fresh.ts (calibrateSureAt, ./calibrate.ts; `npm run eval` prints
 * the calibration): the highest threshold at which at most SURE_BUDGET of the questions the router routes
 * to their labelled concern are offered choices instead of an answer. Where both readings agree a question is on its concern, it is
 * answered; where they part, the teacher chooses.
 */
export const SURE_AT = 0.5;

/**
 * The share of questions the router routes right that may be offered choices instead of an answer:
 * a teacher who asked a clear question and is asked "did you mean…" has lost a turn, so few (a reading
 * of fresh questions found choices on half of them at 1 in 10, calibrated on the labelled set alone).
 */
export const SURE_BUDGET = 0.075;

/** What the knowledge base holds for one question to one educator, best first. */
export type Retrieval = {
  concern: Concern;
  /**
   * How sure the router is that the question is about `concern` (0–1): both readings of it (the
   * teacher's words for concerns, and the educators' notes) together; 1 when the teacher chose the
   * concern ("About inclusion: …") or described a situation or a belief the knowledge base knows.
   */
  confidence: number;
  /** `confidence` at or above SURE_AT: the answer is on `concern`; otherwise it offers `nearest` as choices. */
  sure: boolean;
  /** The next nearest concerns, nearest first (two of them). */
  nearest: Concern[];
  /** false when neither the question nor the conversation touches any concern ("hello"). */
  named: boolean;
  /** The concerns a conversation about this one goes on to: new material for a follow-up. */
  relatedConcerns: Concern[];
  /** undefined when neither the question nor the conversation names an age or grade. */
  band: GradeBand | undefined;
  /** The educator's note on the concern; undefined only while an educator has no notes yet. */
  note: ConcernNote | undefined;
  /** All the educator's key ideas and methods, the most relevant first. */
  ideas: KeyIdea[];
  methods: Method[];
  /** A belief the question describes that the lesson scaffolds know ("a bigger denominator is bigger"). */
  misconception: Misconception | undefined;
  /** A situation the question (or, for a follow-up, the conversation) describes: the garden, rough play. */
  situation: Situation | undefined;
  /** The students are at a university or college (their band is the oldest, "secondary"). */
  university: boolean;
};

type Entry = {
  id: string;
  kind: "concern" | "note" | "idea" | "method";
  slug: string;
  concern?: Concern;
  /** For a concern's words in another language: that language (read only for a question in it). */
  language?: ConcernLanguage;
  index?: number;
  text: string;
};

/** A text as the index reads a concern's words: grade names dropped, phrases read as the concern's word. */
const asConcernWords = (text: string) =>
  CONCERN_PATTERNS.reduce((words, [phrase, word]) => words.replace(phrase, word), withoutGrades(text));

/** One ranked full-text index over every educator's notes, key ideas and methods, and the concerns' wording. */
function buildIndex() {
  const index = new MiniSearch<Entry>({
    fields: ["text"],
    storeFields: ["kind", "slug", "concern", "index", "language"],
    processTerm,
    searchOptions: { prefix: (term) => term.length >= 5, fuzzy: (term) => (term.length >= 7 ? 0.15 : false) },
  });
  const entries: Entry[] = CONCERNS.map((concern) => ({
    id: `concern:${concern}`,
    kind: "concern",
    slug: "",
    concern,
    text: asConcernWords(`${CONCERN_LABELS[concern]} ${CONCERN_WORDS[concern]}`),
  }));
  for (const language of CONCERN_LANGUAGES) {
    for (const concern of CONCERNS) {
      const text = CONCERN_WORDS_IN[language][concern];
      entries.push({ id: `concern:${language}:${concern}`, kind: "concern", slug: "", concern, language, text });
    }
  }
  for (const educator of educators) {
    const notes = notesBySlug[educator.slug];
    for (const concern of notes ? CONCERNS : []) {
      const note = notes?.[concern] as ConcernNote;
      const moves = GRADE_BANDS.flatMap((band) => note.moves[band]).join(" ");
      const text = `${CONCERN_LABELS[concern]} ${note.position} ${note.pitfall} ${moves}`;
      entries.push({ id: `note:${educator.slug}:${concern}`, kind: "note", slug: educator.slug, concern, text });
    }
    educator.knowledge.keyIdeas.forEach((idea, position) => {
      const text = `${idea.idea} ${idea.keywords.join(" ")}`;
      entries.push({
        id: `idea:${educator.slug}:${position}`,
        kind: "idea",
        slug: educator.slug,
        index: position,
        text,
      });
    });
    educator.knowledge.methods.forEach((method, position) => {
      const text = `${method.name} ${method.description} ${method.keywords.join(" ")}`;
      entries.push({
        id: `method:${educator.slug}:${position}`,
        kind: "method",
        slug: educator.slug,
        index: position,
        text,
      });
    });
  }
  index.addAll(entries);
  return index;
}

// Built once, when the module loads, so that no answer's stream waits for it.
const searchIndex = buildIndex();

// The concern's own wording speaks for what teachers mean; a note's many words only confirm it.
const CONCERN_WEIGHT = { concern: 3, note: 1 } as const;

const functionWords = Object.fromEntries(
  CONCERN_LANGUAGES.map((language) => [language, new Set(FUNCTION_WORDS[language].split(/\s+/))]),
) as Record<ConcernLanguage, Set<string>>;

/** A question in another language without that language's function words ("de", "les", "wie"). */
function withoutFunctionWords(text: string, languages: ConcernLanguage[]) {
  if (languages.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    languages.some((language) => functionWords[language].has(plain(word))) ? " " : word,
  );
}

/** The index searched for a question in `languages`: English, and the concern words of those languages only. */
const search = (text: string, languages: ConcernLanguage[]) =>
  searchIndex.search(asConcernWords(withoutFunctionWords(text, languages)), {
    filter: (result) => result.language === undefined || languages.includes(result.language as ConcernLanguage),
  });

/**
 * Concerns a text touches, best first, with their scores. With `wordsOnly`, only a teacher's word
 * for a concern counts: a follow-up's "say more about that" must not drift to whichever note says "more".
 */
function rankConcerns(slug: string, text: string, wordsOnly = false, languages: ConcernLanguage[] = []) {
  const scores = new Map<Concern, number>();
  const results = search(text, languages);
  for (const result of results) {
    const mine = result.kind === "note" && result.slug === slug && !wordsOnly;
    if (result.kind !== "concern" && !mine) continue;
    const concern = result.concern as Concern;
    scores.set(concern, (scores.get(concern) ?? 0) + result.score * CONCERN_WEIGHT[result.kind as "concern" | "note"]);
  }
  // Where the teacher used a word for a concern, the notes only choose among those concerns: a note's
  // incidental "take home" must not turn a question about discussion into one about homework.
  const named = new Set(
    results.filter((result) => result.kind === "concern").map((result) => result.concern as Concern),
  );
  const ranked = [...scores]
    .filter(([concern]) => named.size === 0 || named.has(concern))
    .sort((a, b) => b[1] - a[1] || CONCERNS.indexOf(a[0]) - CONCERNS.indexOf(b[0]));
  return { ranked, worded: named.size > 0 };
}

/** The educator's items of one kind, those the text matches first (by score), then the rest in catalogue order. */
function ranked<T>(results: SearchResult[], slug: string, kind: "idea" | "method", items: T[]): T[] {
  const matched = results
    .filter((result) => result.kind === kind && result.slug === slug)
    .map((result) => result.index as number);
  const rest = items.map((_, position) => position).filter((position) => !matched.includes(position));
  return [...matched, ...rest].map((position) => items[position] as T);
}

/** How a text names its concern: chosen by the teacher ("About inclusion: …"), or its teacher's words ranked. */
type Reading = {
  text: string;
  chosen?: Concern;
  concerns: [Concern, number][];
  /** The teacher used a word for a concern (not only words an educator's notes share). */
  worded: boolean;
  languages: ConcernLanguage[];
};

function readText(slug: string, text: string, wordsOnly: boolean): Reading {
  const chosen = chosenConcern(text);
  if (chosen) return { text: chosen.question, chosen: chosen.concern, concerns: [], worded: true, languages: [] };
  const languages = readingLanguages(detectLanguage(text));
  const { ranked, worded } = rankConcerns(slug, text, wordsOnly, languages);
  return { text, concerns: ranked, worded, languages };
}

const namesConcern = (reading: Reading) => reading.chosen !== undefined || reading.concerns.length > 0;

/**
 * What the knowledge base holds for a question to an educator. A follow-up that names no concern
 * or age of its own ("and for six-year-olds?") takes them from the earlier questions, latest first, and
 * with them how sure the router was of their concern.
 */
export function retrieve(educatorSlug: string, question: string, earlierQuestions: string[] = []): Retrieval {
  // An educator outside the catalogue (added to the database by hand) has no ideas or notes to retrieve.
  const knowledge = educators.find((candidate) => candidate.slug === educatorSlug)?.knowledge;
  const earlier = [...earlierQuestions].reverse();
  // A follow-up asking for more of the answer, or for a thing, names no concern of its own: "Write me a
  // worksheet for it" is on the conversation's concern, not on planning.
  const own: Reading =
    earlier.length > 0 && !chosenConcern(question) && continuesThread(question)
      ? { text: question, concerns: [], worded: false, languages: [] }
      : readText(educatorSlug, question, earlier.length > 0);
  // The question as the teacher asked it, once a chosen concern's "About …:" is set aside.
  const asked = own.text;
  const namesItsOwn = namesConcern(own);
  let reading = own;
  for (const text of earlier) {
    if (namesConcern(reading)) break;
    reading = readText(educatorSlug, text, false);
  }
  const band = [asked, ...earlier].map(detectGradeBand).find((found) => found !== undefined);
  const university = [asked, ...earlier].some(describesHigherEducation);
  // A follow-up that names a concern of its own leaves the earlier question's situation behind.
  const situation = [asked, ...(namesItsOwn ? [] : earlier)]
    .map((text) => describedSituation(text, band, university))
    .find((found) => found !== undefined);
  // A concern the teacher chose is theirs; a situation the teacher describes is its concern, whatever words
  // they used; a question that touches no concern at all is, for a teacher, a question of what and how to teach.
  const { concerns } = reading;
  // A follow-up whose own words include the concern the conversation is on ("3 example questions at
  // different levels" after a question on writing test questions) is read with the conversation: it stays there.
  const last = earlierQuestions.at(-1);
  const thread =
    last !== undefined && namesItsOwn && !own.chosen
      ? retrieve(educatorSlug, last, earlierQuestions.slice(0, -1)).concern
      : undefined;
  const continues = concerns.some(([candidate]) => candidate === thread) ? thread : undefined;
  const routed = reading.chosen ?? situation?.concern ?? continues ?? forTheAge(concerns, band, asked) ?? "planning";
  // Where the teacher named no concern, the one educator's notes the router fell back on are no reading of
  // their own: the notes of every educator decide how sure it is.
  const combined = combinedReading(
    reading.worded ? concerns : [],
    notesReading(asConcernWords(reading.text), reading.languages),
  );
  // A belief the question describes is met head on whatever the concern: the answer is on it.
  const misconception = describedMisconception(asked, band);
  const routedConfidence =
    reading.chosen || situation || misconception || continues
      ? 1
      : (combined.find(([candidate]) => candidate === routed)?.[1] ?? 0);
  // A question the router is unsure of, or reads as one of how any content is learnt (TOPIC_OUTRANKS),
  // that names a topic of the library is on the topic's subject: of several, the first in TOPIC_SUBJECT_CONCERNS
  // (and, only where it is unsure, in TOPIC_UNSURE_CONCERNS).
  const unsure = routedConfidence < SURE_AT;
  const topicConcern =
    unsure || (!reading.chosen && !situation && TOPIC_OUTRANKS.includes(routed))
      ? subjectsConcern(topicNotesFor(asked)?.subjects ?? [], unsure)
      : undefined;
  const concern = topicConcern ?? routed;
  const confidence = topicConcern ? 1 : routedConfidence;
  const results = searchIndex.search([asked, ...earlier, CONCERN_LABELS[concern]].join(" "));
  return {
    concern,
    confidence,
    sure: confidence >= SURE_AT,
    nearest: nearestOf(combined, concern, band),
    named: concerns.length > 0 || reading.chosen !== undefined || situation?.concern !== undefined,
    relatedConcerns: RELATED_CONCERNS[concern],
    band,
    note: notesBySlug[educatorSlug]?.[concern],
    ideas: ranked(results, educatorSlug, "idea", knowledge?.keyIdeas ?? []),
    methods: ranked(results, educatorSlug, "method", knowledge?.methods ?? []),
    misconception,
    situation,
    university,
  };
}

/** The concern of a topic's subjects: the first of them in TOPIC_SUBJECT_CONCERNS, else, when unsure, in TOPIC_UNSURE_CONCERNS. */
const subjectsConcern = (subjects: readonly string[], unsure: boolean) =>
  [TOPIC_SUBJECT_CONCERNS, unsure ? TOPIC_UNSURE_CONCERNS : {}]
    .flatMap((table) => Object.entries(table))
    .find(([subject]) => subjects.includes(subject))?.[1];

/**
 * A choice's score, as a share of the best reading's, below which it is no near concern: a menu holds the
 * nearest concerns only, never a subject only the readings' floors keep in the running (a bereaved
 * student was offered "mathematics, your own wellbeing or reading and writing").
 */
const NEAR_SHARE = 0.25;

/** The concerns offered beside the one taken, nearest first: the next one, and a second only when near. */
function nearestOf(combined: [Concern, number][], concern: Concern, band: GradeBand | undefined): Concern[] {
  const best = combined[0]?.[1] ?? 0;
  return combined
    .filter(([candidate]) => candidate !== concern && fitsAge(candidate, band))
    .filter(([, score], position) => position === 0 || score >= best * NEAR_SHARE)
    .slice(0, 2)
    .map(([candidate]) => candidate);
}

/** Words that make a question about younger children one about adolescence all the same: a puberty lesson in Year 6. */
const ADOLESCENCE = /\b(?:teen\w*|adolescen\w*|puberty|pubert\w*|growing\s+up|menstruation)\b/i;

/** Whether a concern is about students of this age (any concern, where the question names no age). */
const fitsAge = (concern: Concern, band: GradeBand | undefined) =>
  !band || (CONCERN_BANDS[concern]?.includes(band) ?? true);

/**
 * The best-ranked concern, except one outside its ages (CONCERN_BANDS): a Year 4 girl with no friends at
 * lunch is asked about with the class's social life, not the adolescent's concepts, and middle school
 * parents who call projects "playing" are not asking about the early years.
 */
function forTheAge(concerns: [Concern, number][], band: GradeBand | undefined, question: string) {
  const best = concerns[0]?.[0];
  const fits = (concern: Concern) => fitsAge(concern, band);
  if (!best || fits(best) || (best === "adolescents" && ADOLESCENCE.test(question))) return best;
  // The next concern the teacher named ("moody about homework"), not the next the educator's notes happen
  // to share words with: "a SOLE session with 4-year-olds" is the early years, not the teacher's wellbeing.
  const named = namesAConcern(question) ? concerns.find(([concern]) => fits(concern))?.[0] : undefined;
  return named ?? (band && CONCERN_AT_AGE[band]);
}

/** Whether the text uses a teacher's word for some concern (not only words an educator's notes share). */
function namesAConcern(text: string) {
  return search(text, readingLanguages(detectLanguage(text))).some((result) => result.kind === "concern");
}

/** The educator's note on a concern, if written. */
export function noteOn(educatorSlug: string, concern: Concern): ConcernNote | undefined {
  return notesBySlug[educatorSlug]?.[concern];
}
