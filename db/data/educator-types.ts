/** A work an idea or a quotation comes from. */
export type Work = { title: string; year: number };

/**
 * One educator of the catalogue, with the knowledge the AI features draw on.
 * `slug` is the stable key: re-seeding updates the row with the same slug.
 */
export type EducatorSeed = {
  slug: string;
  name: string;
  /** Lifetime as shown on cards, e.g. "1870–1952" or "b. 1952". */
  era: string;
  born: number;
  /** null while the educator is living. */
  died: number | null;
  origin: string;
  shortBio: string;
  contributions: string[];
  tags: string[];
  knowledge: EducatorKnowledge;
};

export type EducatorKnowledge = {
  /** Paraphrases (never invented quotations), each with the work it comes from. */
  keyIdeas: { idea: string; source: Work; keywords: string[] }[];
  /** Concrete classroom practices in the educator's tradition. */
  methods: { name: string; description: string; keywords: string[] }[];
  /** Characteristic terms of the educator's vocabulary. */
  vocabulary: string[];
  works: Work[];
  /** Verbatim only where the wording is famous and certain; may be empty. */
  quotes: { text: string; source: string }[];
  /** Questions this educator might ask a teacher in return, in their voice. */
  questionsBack: string[];
};
