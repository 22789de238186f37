import { francAll } from "franc-min";
import { normalise } from "./patterns";

/**
 * The languages franc may choose from (ISO 639-3), and the ISO 639-1 codes Lyceum stores. Kept to widely
 * spoken languages whose trigrams rarely pass for short English text.
 */
const iso6391: Record<string, string> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  ita: "it",
  nld: "nl",
  pol: "pl",
  tur: "tr",
  rus: "ru",
  ukr: "uk",
  arb: "ar",
  cmn: "zh",
  jpn: "ja",
  kor: "ko",
  hin: "hi",
  ben: "bn",
  ell: "el",
};

/** Below this many letters franc guesses too often: the text counts as English. */
const MIN_LETTERS = 12;
/** In text shorter than this, another language must beat English clearly (franc scores are 0 to 1). */
const SHORT_TEXT_LETTERS = 60;
const SHORT_TEXT_MARGIN = 0.25;
/** Up to this many letters, a question whose English words outnumber none of another language's is English. */
const MARKED_ENGLISH_LETTERS = 200;
/**
 * At any length, English within this of the best language is English: franc reads English questions
 * as French, German or Portuguese at 0.90–0.98 of the best score, and other languages' questions score
 * English below 0.75.
 */
const ENGLISH_MARGIN = 0.12;

/** Two close languages (Spanish and Italian, say) scoring within this of each other cannot be told apart. */
const CLOSE_LANGUAGES_MARGIN = 0.05;

/**
 * Words a short question is made of that English does not use ("eres", "vc", "bist", "vraiment"): in text
 * too short for franc's trigrams, two of one language, more than of any other, name the language.
 */
const shortTextMarkers: Record<string, string[]> = {
  // English words no other listed language spells the same way ("do", "is" and "i" are Portuguese, Dutch, Italian).
  en: [
    "how",
    "what",
    "my",
    "the",
    "should",
    "will",
    "not",
    "you",
    "does",
    "can",
    "with",
    "about",
    "this",
    "they",
    "are",
    "of",
    "for",
    "and",
  ],
  es: [
    "eres",
    "estas",
    "usted",
    "oye",
    "tu",
    "que",
    "verdad",
    "una",
    "hola",
    "es",
    "soy",
    "eso",
    "esto",
    "el",
    "los",
    "estoy",
    "las",
    "del",
    "pero",
    "muy",
  ],
  pt: [
    "vc",
    "voce",
    "voces",
    "um",
    "uma",
    "nao",
    "sou",
    "tu",
    "que",
    "isso",
    "robo",
    "mesmo",
    "verdade",
    "oi",
    "isto",
    "em",
    "quem",
    "minha",
    "nas",
  ],
  fr: ["tu", "es", "est", "c", "vous", "etes", "une", "un", "vraiment", "ou", "suis", "je", "pas", "bonjour", "qui"],
  de: ["du", "bist", "sind", "sie", "ist", "ein", "eine", "wirklich", "oder", "ich", "bin", "nicht", "echt", "echter"],
  it: [
    "sei",
    "tu",
    "davvero",
    "sono",
    "un",
    "una",
    "oppure",
    "ciao",
    "che",
    "chi",
    "veramente",
    "sto",
    "nel",
    "questo",
    "questa",
    "oggi",
    "gli",
    "della",
  ],
  nl: [
    "bent",
    "jij",
    "een",
    "het",
    "ik",
    "niet",
    "wat",
    "hoe",
    "dit",
    "dat",
    "werkelijk",
    "mij",
    "mijn",
    "zijn",
    "ook",
    "maar",
    "laat",
    "zien",
    "hij",
    "zij",
    "wij",
    "toch",
    "dood",
  ],
};

/**
 * Letters and marks only one of these languages writes, each worth two marker words (see `markerCounts`):
 * "¿Estoy hablando con una máquina?" is Spanish before franc can tell, "Questo è ChatGPT?" Italian,
 * "Isto é o ChatGPT?" Portuguese. A lone "è" is Italian's "is" and a lone "é" Portuguese's; a lone "à"
 * is French; a word ending in "ò", "ù" or "à" (può, più, città) is Italian, French's "où", "déjà" and "voilà" aside.
 */
const characterCues: [string, RegExp][] = [
  ["es", /[¿¡ñÑ]/u],
  ["pt", /[ãõÃÕ]|(?<!\p{L})[éÉ](?!\p{L})/u],
  ["de", /[ßäÄ]/u],
  ["it", /(?<!\p{L})[èÈ](?!\p{L})|\bc'è|\p{L}{2,}[òù](?!\p{L})|\p{L}{2,}(?<!voil|déj)à(?!\p{L})/u],
  ["fr", /(?<!\p{L})à(?!\p{L})/u],
];
const CUE_WEIGHT = 2;

/** How many of each language's marker words a text uses, its character cues counted in, most first. */
function markerCounts(text: string) {
  const words = normalise(text).split(/[^\p{L}]+/u);
  // A name or a loanword in an English question ("El Niño", "Hänsel", "São Paulo") leaves it English.
  const english = words.some((word) => shortTextMarkers.en?.includes(word));
  const cued = (code: string) =>
    english ? 0 : characterCues.filter(([language, cue]) => language === code && cue.test(text)).length;
  return Object.entries(shortTextMarkers)
    .map(
      ([code, markers]) =>
        [code, words.filter((word) => markers.includes(word)).length + CUE_WEIGHT * cued(code)] as const,
    )
    .sort((a, b) => b[1] - a[1]);
}

/** The language whose marker words a short text uses at least twice, and more than any other's; else none. */
function markedLanguage(counts: ReturnType<typeof markerCounts>) {
  const [best, runnerUp] = counts;
  return best && best[1] >= 2 && best[1] > (runnerUp?.[1] ?? 0) ? best[0] : undefined;
}

/** ISO 639 "undetermined": not English, but not clearly one language either. */
export const UNDETERMINED = "und";

/**
 * The teacher's language (ISO 639-1), detected with franc. Short or unclear text counts as English unless
 * its own words say otherwise (see `markedLanguage`); text clearly not English but between two close
 * languages is `und`, so nothing names the wrong one.
 */
export function detectLanguage(raw: string): string {
  // Tags (`</QUESTION>`, `<system>`) are not the teacher's language.
  const text = raw.replace(/<[^<>]*>/g, " ");
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  const counts = letters < MARKED_ENGLISH_LETTERS ? markerCounts(text) : [];
  const marked = letters < SHORT_TEXT_LETTERS ? markedLanguage(counts) : undefined;
  if (marked) return marked;
  if (letters < MIN_LETTERS) return "en";
  const ranked = francAll(text, { only: Object.keys(iso6391), minLength: 1 });
  const [best, score] = ranked[0] ?? ["und", 0];
  const code = iso6391[best];
  if (!code || code === "en") return "en";
  const english = ranked.find(([language]) => language === "eng")?.[1] ?? 0;
  if (score - english < (letters < SHORT_TEXT_LETTERS ? SHORT_TEXT_MARGIN : ENGLISH_MARGIN)) return "en";
  // A short question with an English word ("how", "my"), or a longer one with two, and none of the other
  // language's is English: franc reads "How do I plan a week in a kindergarten classroom?" and "A Grade 3
  // boy can read words but not understand paragraphs. How do I help him?" as Dutch.
  const uses = (language: string, atLeast = 1) =>
    counts.some(([marker, count]) => marker === language && count >= atLeast);
  if (uses("en", letters < SHORT_TEXT_LETTERS ? 1 : 2) && !uses(code)) return "en";
  const runnerUp = ranked[1];
  if (runnerUp && runnerUp[0] !== "eng" && score - runnerUp[1] < CLOSE_LANGUAGES_MARGIN) return UNDETERMINED;
  return code;
}
