/**
 * How Lyceum reads words, defined once: the stop words it reads past, the stemmer that makes "planning"
 * meet "plans", and a text to match literally in a regular expression. Pure, importing nothing of the app,
 * so every layer may read it.
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
