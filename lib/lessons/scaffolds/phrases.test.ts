import { describe, expect, it } from "vitest";
import { phrasesFor } from "./phrases";

describe("the phrases a language lesson teaches", () => {
  it("gives a topic's phrases in the language the subject names, with their meanings", () => {
    const restaurant = phrasesFor("Spanish", "Ordering food in a restaurant");
    expect(restaurant?.language).toBe("Spanish");
    expect(restaurant?.phrases).toContainEqual(["Quisiera…", "I would like…"]);
    expect(phrasesFor("Français", "Ma famille / my family")?.phrases[0]?.[0]).toBe("J'ai un frère et une sœur.");
    // Free time is hobbies, not telling the time.
    expect(phrasesFor("German", "Hobbies and free time")?.phrases[0]?.[0]).toBe("Was machst du in deiner Freizeit?");
  });

  it("teaches free time in whole sentences, a slot (…) only inside one, never a sentence cut off after its verb", () => {
    for (const language of ["Spanish", "French", "German", "Italian"]) {
      for (const phrase of phrasesFor(language, "Hobbies and free time")?.phrases.flat() ?? []) {
        expect(phrase, language).toMatch(/[.?!]$/);
      }
    }
  });

  it("gives none outside a language lesson, or for a topic the bank does not know", () => {
    expect(phrasesFor("Mathematics", "Telling the time")).toBeUndefined();
    expect(phrasesFor("History", "The Spanish Civil War")).toBeUndefined();
    expect(phrasesFor("Spanish", "The subjunctive after verbs of emotion")).toBeUndefined();
  });
});
