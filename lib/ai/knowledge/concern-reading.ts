import "server-only";
import { CONCERN_WORDS } from "@/db/data/concern-words";
import {
  CONCERN_LANGUAGES,
  CONCERN_WORDS_IN,
  type ConcernLanguage,
  FUNCTION_WORDS,
} from "@/db/data/concern-words-languages";
import { CONCERN_LABELS, CONCERNS, type Concern, type ConcernNote, GRADE_BANDS } from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import { withoutGrades } from "./grade-band";
import { plain, processTerm } from "./terms";

/**
 * The second reading of what a question is about: which concern's notes, across every educator, use
 * the question's words most (a naive Bayes over the notes' positions, pitfalls, questions and classroom
 * moves, with each concern's own words in every language counted three times over). The teacher's words
 * for a concern (retrieve.ts) decide the concern; this reading, independent of them, says whether the
 * rest of the question agrees, which is what the router's confidence is made of. Built once, from data:
 * a note added or reworded changes it, with no code.
 */

/** Words of age and time, that every concern's notes use and no question's concern turns on. */
const AGE_AND_TIME = new Set(
  `year years old olds age aged grade grades graders nursery preschool kindergarten reception secondary
  primary elementary middle high university college younger older young week weeks day days today
  tomorrow time first new lesson lessons term`.split(/\s+/),
);

const functionWords = Object.fromEntries(
  CONCERN_LANGUAGES.map((language) => [language, new Set(FUNCTION_WORDS[language].split(/\s+/))]),
) as Record<ConcernLanguage, Set<string>>;

const isConcernLanguage = (language: string): language is ConcernLanguage =>
  (CONCERN_LANGUAGES as readonly string[]).includes(language);

/**
 * The languages whose words a question is read in: English always; the question's own when it is one of
 * CONCERN_LANGUAGES; all of them when the screening step could not tell two close languages apart.
 */
export function readingLanguages(language: string | undefined): ConcernLanguage[] {
  if (language === "und") return [...CONCERN_LANGUAGES];
  return language && isConcernLanguage(language) ? [language] : [];
}

/** The words of a text as the reading counts them: no grade names, ages, or the language's function words. */
export function readingTerms(text: string, languages: ConcernLanguage[] = []) {
  const words = withoutGrades(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .map(plain)
    .filter((word) => !AGE_AND_TIME.has(word) && !languages.some((language) => functionWords[language].has(word)))
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** How often the concern's words weigh against one note's: the teacher's own word for a concern says most. */
const CONCERN_WORD_WEIGHT = 3;
/** Add-half smoothing: a word a concern's notes never use makes it less likely, never impossible. */
const SMOOTHING = 0.5;

function buildReading() {
  const counts = new Map<Concern, Map<string, number>>(CONCERNS.map((concern) => [concern, new Map()]));
  const totals = new Map<Concern, number>(CONCERNS.map((concern) => [concern, 0]));
  const vocabulary = new Set<string>();
  const count = (concern: Concern, text: string, weight: number) => {
    const own = counts.get(concern) as Map<string, number>;
    for (const term of readingTerms(text)) {
      own.set(term, (own.get(term) ?? 0) + weight);
      totals.set(concern, (totals.get(concern) ?? 0) + weight);
      vocabulary.add(term);
    }
  };
  for (const notes of Object.values(notesBySlug)) {
    for (const concern of notes ? CONCERNS : []) {
      const note = notes?.[concern] as ConcernNote;
      const moves = GRADE_BANDS.flatMap((band) => note.moves[band]);
      count(concern, [note.position, note.pitfall, note.question, ...moves].join(" "), 1);
    }
  }
  for (const concern of CONCERNS) {
    const own = [CONCERN_LABELS[concern], CONCERN_WORDS[concern]];
    const foreign = CONCERN_LANGUAGES.map((language) => CONCERN_WORDS_IN[language][concern]);
    count(concern, [...own, ...foreign].join(" "), CONCERN_WORD_WEIGHT);
  }
  return { counts, totals, vocabulary };
}

const reading = buildReading();

/**
 * The notes' reading of a text: each concern's probability (they sum to 1), from the words the notes
 * know. A text with none of their words gets every concern alike.
 */
export function notesReading(text: string, languages: ConcernLanguage[] = []): Map<Concern, number> {
  const terms = [...new Set(readingTerms(text, languages))].filter((term) => reading.vocabulary.has(term));
  const size = reading.vocabulary.size;
  const logs = CONCERNS.map((concern) => {
    const own = reading.counts.get(concern) as Map<string, number>;
    const total = (reading.totals.get(concern) ?? 0) + SMOOTHING * size;
    return terms.reduce((sum, term) => sum + Math.log(((own.get(term) ?? 0) + SMOOTHING) / total), 0);
  });
  const top = Math.max(...logs);
  const weights = logs.map((value) => Math.exp(value - top));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return new Map(CONCERNS.map((concern, position) => [concern, (weights[position] ?? 0) / sum]));
}

/** What keeps a concern that one reading does not see at all in the running: no reading is certain. */
const FLOOR = 0.05;

/**
 * The two readings together: the share of the teacher's words for concerns (the router's scores) that
 * went to each concern, times the notes' reading, each with a small floor, normalised. A concern both
 * readings favour comes out near 1; one only the router's single word points to ("talks" for group
 * work in a question about a child who loves dinosaurs) comes out low.
 */
export function combinedReading(scores: [Concern, number][], notes: Map<Concern, number>) {
  const total = scores.reduce((sum, [, score]) => sum + score, 0);
  const share = new Map(scores.map(([concern, score]) => [concern, total > 0 ? score / total : 0]));
  const products = CONCERNS.map(
    (concern) => [concern, ((share.get(concern) ?? 0) + FLOOR) * ((notes.get(concern) ?? 0) + FLOOR)] as const,
  );
  const sum = products.reduce((all, [, value]) => all + value, 0);
  return products
    .map(([concern, value]) => [concern, value / sum] as [Concern, number])
    .sort((a, b) => b[1] - a[1] || CONCERNS.indexOf(a[0]) - CONCERNS.indexOf(b[0]));
}
