/** What the screening step decides about a teacher's text, before any model sees it. */
export type ScreeningKind = "safeguarding" | "identity" | "injection" | "off_topic" | "ordinary";

export type Verdict = {
  kind: ScreeningKind;
  /** The teacher's language as an ISO 639-1 code ("en" when the text is short or unclear). */
  language: string;
  /** For identity and injection: the teaching question left once the rest is set aside, if any. */
  teachingQuestion?: string;
};

/** Regular-expression sources (matched against lower-cased text without accents), by language. */
export type PatternsByLanguage = Record<string, string[]>;
