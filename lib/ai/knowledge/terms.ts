import "server-only";
import { STOP_WORDS, stem } from "@/lib/text";

/**
 * How words become search terms: stop words dropped, teachers' synonyms folded onto one word,
 * British and American spellings joined, and a light suffix-stripping stemmer, so that "motivated",
 * "motivating" and "motivation" meet, and "maths", "math" and "mathematics" do too.
 */

/**
 * Words teachers use for the same thing, folded onto the word the knowledge base uses. Kept small
 * and literal: a word goes here only when it means the same in a classroom.
 */
const SYNONYMS: Record<string, string> = {
  math: "mathematics",
  maths: "mathematics",
  arithmetic: "mathematics",
  numeracy: "mathematics",
  behave: "behaviour",
  behaving: "behaviour",
  misbehaviour: "behaviour",
  misbehavior: "behaviour",
  misbehaving: "behaviour",
  misbehave: "behaviour",
  // "won't stop talking" is a behavior problem; "student talk" is discussion.
  talking: "chatter",
  chatting: "chatter",
  chatty: "chatter",
  disruptive: "disruption",
  disrupt: "disruption",
  disrupting: "disruption",
  ell: "multilingual",
  ells: "multilingual",
  eal: "multilingual",
  esl: "multilingual",
  esol: "multilingual",
  bilingual: "multilingual",
  newcomer: "multilingual",
  newcomers: "multilingual",
  parent: "family",
  parents: "family",
  carers: "family",
  guardians: "family",
  homework: "homework",
  worksheets: "worksheet",
  grading: "grade",
  marks: "grade",
  marking: "feedback",
  tests: "test",
  exam: "test",
  exams: "test",
  quiz: "test",
  quizzes: "test",
  phones: "screen",
  phone: "screen",
  smartphones: "screen",
  devices: "screen",
  laptops: "screen",
  tablets: "screen",
  ipads: "screen",
  computers: "screen",
  ai: "technology",
  chatgpt: "technology",
  burnout: "exhausted",
  burned: "exhausted",
  burnt: "exhausted",
  tired: "exhausted",
  stressed: "stress",
  anxious: "anxiety",
  teens: "teenager",
  teenagers: "teenager",
  adolescent: "teenager",
  adolescents: "teenager",
  adolescence: "teenager",
  unmotivated: "motivation",
  disengaged: "motivation",
  engagement: "motivation",
  engaged: "motivation",
  bored: "boredom",
  boring: "boredom",
  spelling: "literacy",
  phonics: "literacy",
  novels: "book",
  novel: "book",
  books: "book",
  stories: "story",
  debate: "discussion",
  debates: "discussion",
  seminar: "discussion",
  groupwork: "group",
  differentiate: "differentiation",
  differentiating: "differentiation",
  sen: "inclusion",
  send: "inclusion",
  iep: "inclusion",
  ieps: "inclusion",
  scheme: "plan",
  syllabus: "curriculum",
  lessons: "lesson",
  painting: "art",
  drawing: "art",
  music: "art",
  drama: "art",
  experiments: "experiment",
  lab: "experiment",
};

/** Lower case, accents off, ligatures and ß spelled out: "élèves" is read as "eleves", "beißen" as "beissen". */
export function plain(word: string) {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss");
}

// The notes repeat a vocabulary of a few thousand words over a hundred thousand times: stem each once.
const terms = new Map<string, string | null>();

/** One word of a document or a question as search terms (none for a stop word). */
export function processTerm(word: string): string | null {
  const known = terms.get(word);
  if (known !== undefined) return known;
  const lower = plain(word).replace(/['’]s$/, "");
  const term = lower.length < 2 || STOP_WORDS.search.has(lower) ? null : stem(SYNONYMS[lower] ?? lower);
  terms.set(word, term);
  return term;
}
