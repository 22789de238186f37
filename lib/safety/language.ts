import { francAll } from "franc-min";

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

/** Two close languages (Spanish and Italian, say) scoring within this of each other cannot be told apart. */
const CLOSE_LANGUAGES_MARGIN = 0.05;

/** ISO 639 "undetermined": not English, but not clearly one language either. */
export const UNDETERMINED = "und";

/**
 * The teacher's language (ISO 639-1), detected with franc. Short or unclear text counts as English;
 * text clearly not English but between two close languages is `und`, so nothing names the wrong one.
 */
export function detectLanguage(raw: string): string {
  // Tags (`</QUESTION>`, `<system>`) are not the teacher's language.
  const text = raw.replace(/<[^<>]*>/g, " ");
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (letters < MIN_LETTERS) return "en";
  const ranked = francAll(text, { only: Object.keys(iso6391), minLength: 1 });
  const [best, score] = ranked[0] ?? ["und", 0];
  const code = iso6391[best];
  if (!code || code === "en") return "en";
  const english = ranked.find(([language]) => language === "eng")?.[1] ?? 0;
  if (letters < SHORT_TEXT_LETTERS && score - english < SHORT_TEXT_MARGIN) return "en";
  const runnerUp = ranked[1];
  if (runnerUp && runnerUp[0] !== "eng" && score - runnerUp[1] < CLOSE_LANGUAGES_MARGIN) return UNDETERMINED;
  return code;
}
