import { describe, expect, it } from "vitest";
import { askedTopic, unmetRequest } from "./requests";

describe("what a teacher asks for that the built-in model cannot make", () => {
  it.each([
    ["Which novel should my Year 9 class read this term?", "text"],
    ["Can you recommend a picture book about friendship for five-year-olds?", "text"],
    ["Could you suggest some poems for a unit on war?", "text"],
    ["Give me a reading list for Grade 6.", "text"],
    ["I'm looking for a good poem to teach metaphor.", "text"],
    ["Can you give me a concrete example of density?", "example"],
    ["Write me a worksheet on fractions.", "material"],
    ["Could you write me a short reading passage on volcanoes for my struggling readers?", "material"],
  ])("%s asks for a %s", (question, kind) => {
    expect(unmetRequest(question)?.kind).toBe(kind);
  });

  it("takes a plain 'an example' for no request: only an example of something is one", () => {
    expect(unmetRequest("That makes sense. Can you give me an example?")).toBeUndefined();
  });

  it("names the topic of what is asked for", () => {
    expect(unmetRequest("Can you give me a concrete example of density?")).toMatchObject({ topic: "density" });
    expect(unmetRequest("Write me a worksheet on fractions.")).toMatchObject({
      thing: "worksheet",
      topic: "fractions",
    });
  });

  it.each([
    "My Year 5 class has reading ages from 6 to 13. How do I teach one novel to all of them?",
    "We read a book together every afternoon and half the class drifts off.",
    "A student refuses to read the story aloud. What should I do?",
    "Can you give me an example of that for my class?",
  ])("%s asks for nothing the model cannot make", (question) => {
    const found = unmetRequest(question);
    expect(found?.kind === "example" ? found.topic : found).toBeUndefined();
  });
});

describe("the topic a question names", () => {
  it.each([
    ["Teaching negative numbers to grade 6 next week - any ideas?", "negative numbers"],
    ["How should I introduce fractions to my Year 3 class?", "fractions"],
    ["How do I teach the idea of conservation of volume to Year 2?", "conservation of volume"],
    ["I've got a lesson on the water cycle with Year 5.", "the water cycle"],
    ["How do I teach volcanoes rather than just showing videos?", "volcanoes"],
  ])("%s names %s", (question, topic) => {
    expect(askedTopic(question)).toBe(topic);
  });

  it.each([
    "I teach reception and a third of my class can't hold a pencil.",
    "How do I teach them to keep going when it gets hard?",
    "What is the best way of teaching reading to Year 2?",
    "How do I teach narration to Year 2?",
    "How do I explain it better?",
    "How could I use it to actually teach the curriculum rather than just being a nice extra on Friday afternoons?",
    "How do I teach the syllabus instead of teaching to the test?",
  ])("%s names no topic", (question) => {
    expect(askedTopic(question)).toBeUndefined();
  });
});
