import { describe, expect, it } from "vitest";
import { inSentence, topicInSentence } from "./topic";

describe("a topic inside a sentence", () => {
  it.each([
    ["Water cycle", "the water cycle"],
    // A one-word name keeps its capital.
    ["Macbeth", "Macbeth"],
    ["Rome", "Rome"],
    ["Poetry", "poetry"],
    ["Life cycle of a frog", "the life cycle of a frog"],
    ["French Revolution", "the French Revolution"],
    ["The Cold War", "the Cold War"],
    ["Human heart", "the human heart"],
    ["Photosynthesis", "photosynthesis"],
    ["Causes of the American Revolution", "causes of the American Revolution"],
    ["Equivalent fractions", "equivalent fractions"],
    ["How volcanoes form", "how volcanoes form"],
  ])("%s reads as %s", (topic, read) => {
    expect(inSentence(topic)).toBe(read);
  });

  it.each([
    // A title and subtitle read with a dash, so no second colon follows in a sentence.
    ["Basketball: passing and moving", "basketball — passing and moving"],
    ["Shakespeare: Romeo and Juliet", "Shakespeare — Romeo and Juliet"],
    // A title that only numbers the lesson is no topic.
    ["Unit 3: Fractions", "fractions"],
    ["  Recursion ", "recursion"],
  ])("%s reads as %s", (topic, read) => {
    expect(topicInSentence(topic)).toBe(read);
  });
});
