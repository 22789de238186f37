import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { notesBySlug } from "@/db/data/notes";
import { composeAnswer } from "./compose-answer";
import { childPronoun, withChildPronoun } from "./pronouns";

const noddings = educators.find((educator) => educator.slug === "nel-noddings");
if (!noddings) throw new Error("no Nel Noddings in the catalogue");

describe("pronouns follow the child the teacher described", () => {
  it("reads the child's pronoun from the question, they when the teacher names none", () => {
    expect(childPronoun("A girl in my Grade 3 class excludes others")).toBe("she");
    expect(childPronoun("My son won't sit still during circle time")).toBe("he");
    expect(childPronoun("A student in my 7th grade class refuses to work")).toBe("they");
    expect(childPronoun("How do I plan a unit on fractions?")).toBeUndefined();
  });

  it("rewrites what is said of a child, not of a teacher or of a person in the educator's own story", () => {
    expect(withChildPronoun("Ask the student how he could act on it better next time.", "she")).toBe(
      "Ask the student how she could act on it better next time.",
    );
    expect(withChildPronoun("State the student's side in his own terms, and tell him so.", "they")).toBe(
      "State the student's side in their own terms, and tell them so.",
    );
    expect(withChildPronoun("Does the child know what he needs, and is he ready?", "they")).toBe(
      "Does the child know what they need, and are they ready?",
    );
    expect(withChildPronoun("Have you asked the child how she got her answer, and told her?", "he")).toBe(
      "Have you asked the child how he got his answer, and told him?",
    );
    const story = "My favorite student once said that I led him on step by step.";
    expect(withChildPronoun(story, "she")).toBe(story);
    expect(withChildPronoun("A happy, free child will learn what he needs.", "they")).toBe(
      "A happy, free child will learn what they need.",
    );
    const meno =
      "As Plato shows me in the Meno, when the boy I questioned found his answer wrong, he became perplexed.";
    expect(withChildPronoun(meno, "she")).toBe(meno);
    expect(
      withChildPronoun(
        "One warning: Teachers mistake a student's discouragement, when he was given the hardest part.",
        "they",
      ),
    ).toBe("One warning: Teachers mistake a student's discouragement, when they were given the hardest part.");
    const title = "In *How Gertrude Teaches Her Children* a child must first perceive things, then name what she saw.";
    expect(withChildPronoun(title, "he")).toBe(
      "In *How Gertrude Teaches Her Children* a child must first perceive things, then name what he saw.",
    );
    const teacher = "A teacher who meets a student who hates it fails him if she projects her own love.";
    expect(withChildPronoun(teacher, "he")).toBe(teacher);
  });

  it.each([
    ["The child learns arithmetic as a tool for purposes he already has.", "purposes they already have."],
    [
      "The child is free, so he neither obeys from fear nor learns to rule.",
      "they neither obey from fear nor learn to",
    ],
    ["A student who is stuck often says he never finishes anything.", "they never finish anything."],
    ["The child tells the truth when he always lies to no one.", "they always lie to no one."],
    ["A student who fails at once often dies a little inside.", "A student who fails at once often dies"],
    ["The child who stumbles, if he dies of shame, hides.", "if they die of shame"],
    ["The student ties a knot, and then he ties another.", "then they tie another."],
    ["The child who is lost, he tries again.", "they try again."],
  ])("makes the verb agree with they past an adverb, and keeps short -ies verbs whole: %s", (sentence, expected) => {
    expect(withChildPronoun(sentence, "they")).toContain(expected);
  });

  it("leaves a sentence that already speaks of others as they, so that 'they' is never two people", () => {
    const others = "When a child is hurt in play, ask the others how they think he feels.";
    expect(withChildPronoun(others, "they")).toBe(others);
    expect(withChildPronoun(others, "she")).toBe(
      "When a child is hurt in play, ask the others how they think she feels.",
    );
    const hurt = notesBySlug["nel-noddings"]?.questioning.moves.early[2] ?? "";
    expect(withChildPronoun(hurt, "they")).not.toMatch(/they think they/);
    expect(withChildPronoun(hurt, "they")).toContain("how they think the hurt child feels");
    const given = notesBySlug["ibn-khaldun"]?.motivation.pitfall ?? "";
    expect(withChildPronoun(given, "they")).toContain("when the student was simply given the hardest part");
  });

  it.each([
    "I showed that even an untaught boy, led step by step by questions, can work out a truth of geometry for himself.",
    "When the girl in the story finished, she read her page aloud.",
    "A boy who is given a hoe learns more than he would from a book.",
  ])("leaves a sentence about a particular boy or girl as it is: %s", (sentence) => {
    for (const pronoun of ["she", "he", "they"] as const) expect(withChildPronoun(sentence, pronoun)).toBe(sentence);
  });

  it("speaks of a girl as she in an answer about her, and answers about leaving others out", () => {
    const answer = composeAnswer(noddings, "A girl in my Grade 3 class excludes others from play at recess.");
    expect(answer).not.toMatch(/\b(he|him|his|himself)\b/i);
    expect(answer).toMatch(/\b(she|her)\b/);
    expect(answer).toMatch(/left out|leaves? (others|them) out|exclu/i);
  });

  it("speaks of a child in general as they when the teacher describes no one child", () => {
    const answer = composeAnswer(noddings, "Fractions are a disaster in my Grade 5 class. How do I teach them?");
    expect(answer).toContain("Sit with a student who says they hate mathematics and ask them to show you");
  });
});
