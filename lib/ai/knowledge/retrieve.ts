import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import type { EducatorKnowledge } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import {
  CONCERN_LABELS,
  CONCERNS,
  type Concern,
  type ConcernNote,
  GRADE_BANDS,
  type GradeBand,
} from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import type { Situation } from "@/db/data/situations";
import type { Misconception } from "@/lib/lessons/scaffolds";
import { CONCERN_PHRASES, CONCERN_WORDS, RELATED_CONCERNS } from "./concern-words";
import { describesHigherEducation, detectGradeBand, withoutGrades } from "./grade-band";
import { describedMisconception } from "./misconception";
import { describedSituation } from "./situation";
import { processTerm } from "./terms";

export type KeyIdea = EducatorKnowledge["keyIdeas"][number];
export type Method = EducatorKnowledge["methods"][number];

/** What the knowledge base holds for one question to one educator, best first. */
export type Retrieval = {
  concern: Concern;
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
  index?: number;
  text: string;
};

/** A text as the index reads a concern's words: grade names dropped, phrases read as the concern's word. */
const asConcernWords = (text: string) =>
  CONCERN_PHRASES.reduce((words, [phrase, word]) => words.replace(phrase, word), withoutGrades(text));

/** One ranked full-text index over every educator's notes, key ideas and methods, and the concerns' wording. */
function buildIndex() {
  const index = new MiniSearch<Entry>({
    fields: ["text"],
    storeFields: ["kind", "slug", "concern", "index"],
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

/**
 * Concerns a text touches, best first, with their scores. With `wordsOnly`, only a teacher's word
 * for a concern counts: a follow-up's "say more about that" must not drift to whichever note says "more".
 */
function rankConcerns(slug: string, text: string, wordsOnly = false) {
  const scores = new Map<Concern, number>();
  const results = searchIndex.search(asConcernWords(text));
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
  return [...scores]
    .filter(([concern]) => named.size === 0 || named.has(concern))
    .sort((a, b) => b[1] - a[1] || CONCERNS.indexOf(a[0]) - CONCERNS.indexOf(b[0]));
}

/** The educator's items of one kind, those the text matches first (by score), then the rest in catalogue order. */
function ranked<T>(results: SearchResult[], slug: string, kind: "idea" | "method", items: T[]): T[] {
  const matched = results
    .filter((result) => result.kind === kind && result.slug === slug)
    .map((result) => result.index as number);
  const rest = items.map((_, position) => position).filter((position) => !matched.includes(position));
  return [...matched, ...rest].map((position) => items[position] as T);
}

/**
 * What the knowledge base holds for a question to an educator. A follow-up that names no concern
 * or age of its own ("and for six-year-olds?") takes them from the earlier questions, latest first.
 */
export function retrieve(educatorSlug: string, question: string, earlierQuestions: string[] = []): Retrieval {
  // An educator outside the catalogue (added to the database by hand) has no ideas or notes to retrieve.
  const knowledge = educators.find((candidate) => candidate.slug === educatorSlug)?.knowledge;
  const earlier = [...earlierQuestions].reverse();
  let concerns = rankConcerns(educatorSlug, question, earlier.length > 0);
  const namesItsOwn = concerns.length > 0;
  for (const text of earlier) {
    if (concerns.length > 0) break;
    concerns = rankConcerns(educatorSlug, text);
  }
  const band = [question, ...earlier].map(detectGradeBand).find((found) => found !== undefined);
  // A follow-up that names a concern of its own leaves the earlier question's situation behind.
  const situation = [question, ...(namesItsOwn ? [] : earlier)]
    .map((text) => describedSituation(text, band))
    .find((found) => found !== undefined);
  // A situation the teacher describes is its concern, whatever words they used; a question that touches
  // no concern at all is, for a teacher, a question of what and how to teach.
  const concern = situation?.concern ?? forTheAge(concerns, band, question) ?? "planning";
  const results = searchIndex.search([question, ...earlier, CONCERN_LABELS[concern]].join(" "));
  return {
    concern,
    named: concerns.length > 0 || situation?.concern !== undefined,
    relatedConcerns: RELATED_CONCERNS[concern],
    band,
    note: notesBySlug[educatorSlug]?.[concern],
    ideas: ranked(results, educatorSlug, "idea", knowledge?.keyIdeas ?? []),
    methods: ranked(results, educatorSlug, "method", knowledge?.methods ?? []),
    misconception: describedMisconception(question, band),
    situation,
    university: [question, ...earlier].some(describesHigherEducation),
  };
}

/** Words that make a question about younger children one about adolescence all the same: a puberty lesson in Year 6. */
const ADOLESCENCE = /\b(?:teen\w*|adolescen\w*|puberty|pubert\w*|growing\s+up|menstruation)\b/i;

/** Friendships and belonging before adolescence are the social life of the class, and in the early years, of play. */
const BEFORE_ADOLESCENCE: Partial<Record<GradeBand, Concern>> = { early: "early-years", primary: "discussion" };

/**
 * The best-ranked concern, except that adolescence is no concern of a class of younger children: a Year 4
 * girl with no friends at lunch is asked about with the class's social life, not the adolescent's concepts.
 */
function forTheAge(concerns: [Concern, number][], band: GradeBand | undefined, question: string) {
  const best = concerns[0]?.[0];
  const younger = band && BEFORE_ADOLESCENCE[band];
  if (best !== "adolescents" || !younger || ADOLESCENCE.test(question)) return best;
  // The next concern the teacher named ("moody about homework"), not the next the educator's notes happen
  // to share words with: "a SOLE session with 4-year-olds" is the early years, not the teacher's wellbeing.
  const named = namesAConcern(question) ? concerns.find(([concern]) => concern !== "adolescents")?.[0] : undefined;
  return named ?? younger;
}

/** Whether the text uses a teacher's word for some concern (not only words an educator's notes share). */
function namesAConcern(text: string) {
  return searchIndex.search(asConcernWords(text)).some((result) => result.kind === "concern");
}

/** The educator's note on a concern, if written. */
export function noteOn(educatorSlug: string, concern: Concern): ConcernNote | undefined {
  return notesBySlug[educatorSlug]?.[concern];
}
