/**
 * How Lyceum reads and writes words, defined once: the stop words it reads past, the stemmer that makes
 * "planning" meet "plans", a text to match literally in a regular expression, and the small deterministic
 * tools the built-in model composes with (content words, sentences, stream pieces, a stable hash). Pure,
 * importing nothing of the app, so every layer may read it.
 */

/** Words that say nothing of what a text is about ("the", "which", "very"). */
const FUNCTION_WORDS = `a an and are as at be but by can could do does for from had has have how i if in into is it
  its me my of on or our should so that the their them there they this to us was we what when where which who
  why will with would you your about just more most some than then these those very`;

/**
 * Words of a teacher's question that say nothing of what it asks about: the rest of the everyday words
 * ("because", "got", "not"), asking for help ("tips", "ideas", "best way") and the classroom that every
 * question is about ("students", "class", "teaching").
 */
const REQUEST_WORDS = `after again all also am any because been before being did doing don get got no not one out
  too up were i'm i've im ive want wants need needs help tips advice idea ideas best way ways really much many
  students student pupils pupil kids kid children child class classes classroom learners learner teach
  teaching teacher teachers school try tried trying else say said tell thing things something anything
  still even keep keeps different`;

const words = (list: string) => list.trim().split(/\s+/);

/**
 * The stop words, one list in two reaches: `content` drops only function words (what the built-in model
 * compares texts on: a note's "students" still counts), `search` drops a question's request words too
 * (what the knowledge base is searched on: "help my students with fractions" searches "fractions").
 */
export const STOP_WORDS = {
  content: new Set(words(FUNCTION_WORDS)),
  search: new Set([...words(FUNCTION_WORDS), ...words(REQUEST_WORDS)]),
} as const;

/** A text to match literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// In this order, the first that ends a word comes off: "-ations" before "-s".
const SUFFIXES =
  words(`isations izations isation ization ational ations ation ions ion ating ated ates ate ities ity ments
  ment ness ingly ings ing edly ed ives ive ists ist isms ism ising izing ised ized ise ize ful ly ers
  er ors or al es s e`);

/**
 * A light English stemmer: British spellings as American ("colour" → "color"), one suffix off, doubled
 * consonants undone ("planning" → "plan"). Kept by hand rather than Porter's (the `stemmer` package):
 * Porter's stems moved 10 of the 352 eval outputs, most to a worse concern ("make room for the arts
 * when everything is about test scores" answered as assessment).
 */
export function stem(word: string): string {
  let term = word.replace(/our(s?)$/, "or$1");
  if (term.length <= 3) return term;
  if (term.endsWith("ies") && term.length > 4) term = `${term.slice(0, -3)}y`;
  else if (term.endsWith("ss") || term.endsWith("us") || term.endsWith("is")) return term;
  for (const suffix of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) {
      term = term.slice(0, -suffix.length);
      break;
    }
  }
  return /([^aeiouls])\1$/.test(term) ? term.slice(0, -1) : term;
}

/** A text with its first letter in capitals: a title, an item of a list. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Lower-case content words of a text. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.content.has(word));
}

/** How strongly `keywords` match `words` (plural and -ing forms count; long stems match by prefix). */
export function relevance(keywords: string[], words: string[]) {
  let score = 0;
  for (const keyword of keywords) {
    const key = keyword.toLowerCase();
    if (words.some((word) => word === key || word === `${key}s` || `${word}s` === key)) score += 2;
    else if (
      key.length >= 5 &&
      words.some((word) => word.length >= 5 && (word.startsWith(key) || key.startsWith(word)))
    )
      score += 1;
  }
  return score;
}

/** How many distinct longer words (5+ letters) two texts share. */
export function overlap(a: string[], b: string[]) {
  const long = new Set(b.filter((word) => word.length >= 5));
  return new Set(a.filter((word) => long.has(word))).size;
}

/** The `count` best items by score; ties keep catalogue order. */
export function pickBest<T>(items: T[], score: (item: T) => number, count: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

/** A stable number for a text, to vary phrasing deterministically. */
export function stableHash(text: string) {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function choose<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

/** Splits text into small streaming pieces (a word and its following space). */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/**
 * The sentences of an answer as compared for repetition: headings (a bold line without a full stop)
 * and Markdown marks dropped, lower-cased, and only those of five words or more.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => !/^\*\*[^.!?]*$/.test(line.trim()))
    .join("\n")
    .replace(/\*\*|[*_`>]/g, "")
    .split(/\n+|(?<=[.!?])(?<!\b(?:c|vol|eds)\.)\s+/)
    .map((sentence) =>
      sentence
        .replace(/^\s*[-•]\s*/, "")
        .trim()
        .toLowerCase()
        .replace(/\s+/g, " "),
    )
    .filter((sentence) => sentence.split(" ").length >= 5);
}

/** The number of words of a text. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words that keep their capital inside a sentence: "I", and names and words made from them ("Socratic questioning"). */
const PROPER_FIRST =
  /^(?:I|Socratic|Montessori|Froebel|Fröbel|Waldorf|Reggio|Dalton|Confucian|Platonic|English|Spanish|French|German|Italian)\b/;

/** Lower-cases the first letter, for splicing a sentence into another ("I" and names keep their capital). */
export function lowerFirst(text: string) {
  if (PROPER_FIRST.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a, b and c" (or "or c"). */
export const joinWith = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/**
 * A lesson plan's sentences as compared across topics: the topic's name and numbers masked, headings
 * and short labels (under five words) left out. A sentence two plans share is boilerplate, not teaching.
 */
export function maskedSentences(text: string, topic: string) {
  return text
    .replace(new RegExp(escapeRegExp(topic), "gi"), "TOPIC")
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) =>
      sentence
        .replace(/^\s*([-*]|\d+\.)\s*/, "")
        .replace(/\d+/g, "#")
        .trim()
        .toLowerCase(),
    )
    .filter((sentence) => sentence.split(/\s+/).length >= 5);
}
