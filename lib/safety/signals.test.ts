import { describe, expect, it } from "vitest";
import {
  accidentTerms,
  actorTerms,
  causeTerms,
  childTerms,
  hedgeTerms,
  idiomTerms,
  placeTerms,
  reportTerms,
  teachingTerms,
} from "./evidence/context";
import { harmIndicators } from "./evidence/decide";
import { compilePatterns } from "./patterns";
import { englishOnlyNotices, languageNames, safeguardingReplies } from "./replies";
import { educationPatterns, followUpPatterns, identityPatterns, injectionPatterns } from "./screening-signals";

const sets = {
  identityPatterns,
  injectionPatterns,
  educationPatterns,
  followUpPatterns,
};
const screenedLanguages = ["en", "es", "fr", "de", "pt", "it"];
const vocabularies = {
  ...Object.fromEntries(harmIndicators.map((indicator) => [indicator.category, indicator.terms])),
  childTerms,
  actorTerms,
  reportTerms,
  placeTerms,
  teachingTerms,
  hedgeTerms,
  accidentTerms,
  causeTerms,
  idiomTerms,
};

describe("the screening data", () => {
  it.each(Object.entries(sets))("%s: every language named, every pattern compiles and is used", (_, set) => {
    for (const language of screenedLanguages) expect(set[language]?.length, language).toBeGreaterThan(0);
    for (const source of Object.values(set).flat()) {
      // Patterns read normalised text: no capitals or accents, or they could never match.
      const withoutEscapes = source.replace(/\\.|\{\w+\}/g, "");
      expect(withoutEscapes, source).toBe(withoutEscapes.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
      expect(() => compilePatterns({ en: [source] }, { educator: "name" })).not.toThrow();
    }
  });

  it.each(Object.entries(vocabularies))(
    "%s: every language named, every term written as the text is read",
    (_, terms) => {
      for (const language of screenedLanguages)
        expect(terms[language as keyof typeof terms]?.length, language).toBeGreaterThan(0);
      // Dutch, where a vocabulary has it, is held to the same form.
      for (const [language, list] of Object.entries(terms)) {
        for (const term of list.flatMap((entry) => entry.split(","))) {
          // Words are lower case without accents or punctuation, as `wordsOf` leaves the text, or never match.
          expect(term.trim(), `${language}: ${term}`).toMatch(
            /^(?:[a-z0-9]+\*?|\*|#minor|#adult)(?: (?:\+?[a-z0-9]+\*?|\*|#minor|#adult|\.\.\.))*$/,
          );
        }
      }
    },
  );

  it("has a safeguarding reply and an English-only notice for each screened language, with the four steps", () => {
    for (const language of [...screenedLanguages, "nl"]) {
      const reply = safeguardingReplies[language] ?? "";
      expect(reply.match(/^- /gm)?.length, language).toBe(4);
      expect(languageNames[language], language).toBeTruthy();
      if (language !== "en") expect(englishOnlyNotices[language], language).toBeTruthy();
    }
    expect(safeguardingReplies.en).toContain("designated safeguarding lead");
    expect(safeguardingReplies.en).toContain("do not promise to keep it secret");
    expect(safeguardingReplies.en).toContain("call your local emergency number");
  });
});
