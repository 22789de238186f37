import { describe, expect, it } from "vitest";
import { subjectScaffold } from "@/lib/lessons/scaffolds";
import { inSentence } from "./context";
import { keyTerms, subjectMatter, topicProfile, topicTerms } from "./topic";

const profile = (subject: string, topic: string) =>
  topicProfile(inSentence(topic), topic, subjectScaffold(subject).key);

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
});

describe("what a topic is about", () => {
  it("drops the words that frame a topic, and keeps those that are its content", () => {
    expect(subjectMatter(inSentence("Causes of the American Revolution"))).toBe("the American Revolution");
    expect(subjectMatter(inSentence("Solving linear equations"))).toBe("linear equations");
    expect(subjectMatter(inSentence("Counting to ten"))).toBe("counting");
    expect(subjectMatter(inSentence("Shakespeare's Macbeth"))).toBe("Macbeth");
    expect(subjectMatter(inSentence("The ethics of artificial intelligence"))).toBe("artificial intelligence");
    // One idea stays whole.
    expect(subjectMatter(inSentence("Throwing and catching"))).toBe("throwing and catching");
    expect(subjectMatter(inSentence("States of matter"))).toBe("states of matter");
    expect(subjectMatter(inSentence("Rhyming words"))).toBe("rhyming words");
  });

  it("speaks of the student's map as the map, and of a language lesson as the task in the language", () => {
    expect(profile("Geography", "Our school map").matter).toBe("the school map");
    expect(profile("French", "Describing my town").matter).toBe("describing your town");
    expect(profile("French", "Ordering food at a French café").matter).toBe("ordering food");
    expect(profile("Spanish", "Colors in Spanish").matter).toBe("colors");
  });

  it("finds the topic's key terms, keeping names whole", () => {
    expect(topicTerms(inSentence("Equivalent fractions"))).toEqual(["equivalent", "fractions"]);
    expect(topicTerms(inSentence("Causes of the American Revolution"))).toEqual(["American Revolution"]);
    expect(topicTerms(inSentence("Shakespeare's Macbeth"))).toEqual(["Shakespeare", "Macbeth"]);
  });

  it.each([
    ["Sight words", "sight words"],
    ["Place value", "place value"],
    ["The water cycle", "water cycle"],
    ["The number line", "number line"],
    ["Times tables", "times tables"],
    ["Climate change", "climate change"],
    ["Body parts", "body parts"],
    ["Equivalent fractions", "equivalent fractions"],
    ["Fairy tale characters", "characters"],
    ["Rhyming words", "rhyming"],
    ["Spelling words", "spelling"],
  ])("keeps two words that name one thing together as the key term: %s", (topic, term) => {
    expect(keyTerms(inSentence(topic))).toEqual([term]);
  });

  it("keeps as key terms only those that mean something on their own, not a compound's modifiers", () => {
    expect(keyTerms(inSentence("Fairy tale characters"))).toEqual(["characters"]);
    expect(keyTerms(inSentence("Counting to ten"))).toEqual(["counting", "ten"]);
    expect(keyTerms(inSentence("Causes of the American Revolution"))).toEqual(["American Revolution"]);
    expect(keyTerms(inSentence("Shakespeare's Macbeth"))).toEqual(["Shakespeare", "Macbeth"]);
    expect(keyTerms(inSentence("Rhyming words"))).toEqual(["rhyming"]);
  });

  it("tells the kind of topic from its words and its subject", () => {
    expect(profile("History", "The Cold War").kind).toBe("event");
    expect(profile("Science", "Plant growth").kind).toBe("process");
    expect(profile("Physical Education", "Basketball dribbling").kind).toBe("skill");
    expect(profile("Mathematics", "Solving linear equations").kind).toBe("skill");
    expect(profile("English", "Shakespeare's Macbeth").kind).toBe("text");
    expect(profile("Geography", "Rivers").kind).toBe("place");
    expect(profile("Mathematics", "Equivalent fractions").kind).toBe("concept");
    // In history, people and periods named alone are events to enquire into, not concepts to sort examples of.
    expect(profile("History", "The Suffragettes").kind).toBe("event");
    expect(profile("History", "Queen Victoria").kind).toBe("event");
    expect(profile("Social Studies", "The Tudors").kind).toBe("event");
    expect(profile("Civics", "Supply and demand").kind).toBe("concept");
    expect(profile("Science", "Marie Curie").kind).toBe("concept");
    // A plural noun alone is no name: castles are a concept to study, not people on different sides.
    expect(profile("History", "Castles").kind).toBe("concept");
    // In a language lesson a town is language to use, not a place to study.
    expect(profile("French", "Describing my town").kind).toBe("language");
  });

  it("reads a work and its author as a text whose title is whole, with no keyword made of its words", () => {
    expect(profile("English", "Of Mice and Men by John Steinbeck")).toEqual({
      matter: "Of Mice and Men",
      terms: ["Of Mice and Men"],
      keyTerms: [],
      kind: "text",
    });
    // "by" in a topic of another kind names no author.
    expect(profile("Mathematics", "Dividing by ten").kind).not.toBe("text");
    expect(profile("Geography", "Travel by Hot Air Balloon").kind).not.toBe("text");
  });

  it("reads a title and what it is read for as a text with its themes, not a title in capitals or a kind of text", () => {
    expect(profile("English Literature", "Of Mice and Men: loneliness and power")).toEqual({
      matter: "Of Mice and Men",
      terms: ["Of Mice and Men"],
      keyTerms: [],
      kind: "text",
      focus: "loneliness and power",
    });
    expect(profile("English", "Macbeth: ambition and guilt")).toMatchObject({
      matter: "Macbeth",
      focus: "ambition and guilt",
    });
    expect(profile("English", "Persuasive Writing: rhetorical devices").focus).toBeUndefined();
    expect(profile("English", "Poetry: imagery").focus).toBeUndefined();
    // A part of the text or a kind of lesson after the colon is no theme.
    expect(profile("English", "Macbeth: act 1 scene 2").focus).toBeUndefined();
    expect(profile("English", "Of Mice and Men: an introduction").focus).toBeUndefined();
    expect(profile("English", "Romeo and Juliet: revision").focus).toBeUndefined();
    expect(profile("Science", "Of Mice and Men: loneliness and power").focus).toBeUndefined();
  });

  it("reads a title and subtitle without lowering a name, and a numbering title as no topic at all", () => {
    expect(profile("Mathematics", "Unit 3: Fractions").matter).toBe("fractions");
    expect(profile("Language Arts", "Shakespeare: Romeo and Juliet").matter).toBe("Shakespeare");
    expect(profile("Music", "Mozart: listening and responding").matter).toBe("listening and responding");
    expect(profile("Physical Education", "Basketball: passing and moving").matter).toBe(
      "passing and moving in basketball",
    );
  });

  it("keeps the verb of a process named by it", () => {
    expect(profile("Arts", "Mixing colors").matter).toBe("mixing colors");
    expect(profile("Mathematics", "Solving linear equations").matter).toBe("linear equations");
  });
});
