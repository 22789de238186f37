import { describe, expect, it } from "vitest";
import { compilePatterns } from "./patterns";
import { englishOnlyNotices, languageNames, safeguardingReplies } from "./replies";
import { reportPatterns, safeguardingSignals, safeguardingTerms, teachingFramePatterns } from "./safeguarding-signals";
import { educationPatterns, followUpPatterns, identityPatterns, injectionPatterns } from "./screening-signals";

const sets = {
  ...Object.fromEntries(Object.entries(safeguardingSignals).map(([name, signal]) => [name, signal.patterns])),
  teachingFramePatterns,
  reportPatterns,
  identityPatterns,
  injectionPatterns,
  educationPatterns,
  followUpPatterns,
};
const screenedLanguages = ["en", "es", "fr", "de", "pt", "it"];

describe("the screening data", () => {
  it.each(Object.entries(sets))("%s: every language named, every pattern compiles and is used", (_, set) => {
    for (const language of screenedLanguages) expect(set[language]?.length, language).toBeGreaterThan(0);
    for (const source of Object.values(set).flat()) {
      // Patterns read normalised text: no capitals or accents, or they could never match.
      const withoutEscapes = source.replace(/\\.|\{\w+\}/g, "");
      expect(withoutEscapes, source).toBe(withoutEscapes.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
      expect(() => compilePatterns({ en: [source] }, safeguardingTerms)).not.toThrow();
    }
  });

  it("expands every placeholder the safeguarding patterns use, and names only signals that exist", () => {
    for (const signal of Object.values(safeguardingSignals)) {
      for (const pattern of compilePatterns(signal.patterns, safeguardingTerms)) {
        expect(pattern.source).not.toMatch(/\{\w+\}/);
      }
      for (const name of signal.with ?? []) expect(Object.keys(safeguardingSignals)).toContain(name);
      expect(signal.counts === "with").toBe(Boolean(signal.with?.length));
    }
  });

  it("has a safeguarding reply and an English-only notice for each screened language, with the four steps", () => {
    for (const language of screenedLanguages) {
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
