/** The six languages the safeguarding vocabulary covers in full. */
export type ScreenedLanguage = "en" | "es" | "fr" | "de" | "pt" | "it";

/**
 * Terms by language, each string a comma-separated list of terms (so the lists stay readable). A term is one or more words, read against the text lower-cased and stripped of
 * accents: a word ending in `*` is a stem (any word starting with it), `#minor` is a number from 1 to
 * 17 and `#adult` one from 18 to 99. The words of a term appear in order, up to three words apart (eight after `...`, none before a
 * `+word`).
 */
export type Terms = Record<ScreenedLanguage, string[]> & {
  /**
   * Dutch, added after the six: the context words (child, adult, report, lesson) and the commonest signs
   * (hitting, touching, a secret, hunger, wanting to die, a marriage abroad, phones and trainers). A Dutch
   * text whose sign has no Dutch terms yet is left to the concern model.
   */
  nl?: string[];
};

/**
 * A sign of harm. A `strong` one about a particular child counts on its own; a `weak` one needs two more
 * kinds of evidence; a `context` one (gifts, a violent ideology, an injury) only adds to a weak one, as
 * in "a secret and sweets". `needsActor`: it says nothing about harm to the child unless an adult is
 * named (hitting, locking in: children hit each other in the playground too).
 */
export type HarmIndicator = {
  category: string;
  strength: "strong" | "weak" | "context";
  needsActor?: boolean;
  /** An accident named in the text ("fell at football") explains it: a bruised knee is not a disclosure. */
  explainedByAccident?: boolean;
  /** An ordinary cause named in the text (a storm, fireworks, a death in the family) explains it: a fear, a goodbye. */
  explainedByCause?: boolean;
  /** A sign of a pattern ("two phones", "a lift home"): it counts as weak only beside a second sign. */
  needsSecondSign?: boolean;
  terms: Terms;
};
