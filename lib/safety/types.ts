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

/**
 * A sign that a child may be at risk (lib/safety/signals). It counts on its own, only beside one of
 * the signals it names (`with`), or only as context for others. A `topical` signal names a subject
 * teachers also teach: it is set aside when the text asks how to teach it and reports no child.
 */
export type SafeguardingSignal = {
  counts: "alone" | "with" | "context";
  with?: string[];
  topical?: boolean;
  patterns: PatternsByLanguage;
};
