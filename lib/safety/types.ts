/** What the screening step decides about a teacher's text, before any model sees it. */
export type ScreeningKind = "safeguarding" | "identity" | "injection" | "off_topic" | "ordinary";

export type Verdict = {
  kind: ScreeningKind;
  /** The teacher's language as an ISO 639-1 code ("en" when the text is short or unclear). */
  language: string;
  /** For identity and injection: the teaching question left once the rest is set aside, if any. */
  teachingQuestion?: string;
  /**
   * Set when the text tells of a particular child with a weaker sign of harm that did not reach the
   * safeguarding threshold: the question is answered, opened by a short safeguarding note.
   */
  possibleConcern?: true;
  /** For identity: the teacher asks what happens to what they write here (kept, read, shared, trained on). */
  privacy?: true;
};

/** Regular-expression sources (matched against lower-cased text without accents), by language. */
export type PatternsByLanguage = Record<string, string[]>;
