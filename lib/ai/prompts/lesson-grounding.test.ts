import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { lessonGrounding } from "./lesson-grounding";

const dewey = educators.find((educator) => educator.slug === "john-dewey");
if (!dewey) throw new Error("catalogue lacks John Dewey");

describe("a connected model's lesson grounding", () => {
  it("gives the topic library's file when it has the topic, with the activity for the students' age", () => {
    const grounding = lessonGrounding(dewey, { subject: "Science", gradeLevel: "Grade 7", topic: "Photosynthesis" });
    expect(grounding).toContain(`What Lyceum's topic library knows of "Photosynthesis"`);
    expect(grounding).toContain("carbon dioxide + water → glucose + oxygen");
    expect(grounding).toContain("An activity that works: Pondweed bubbles and the lamp.");
    expect(grounding).toContain("Plants get their food from the soil. In fact:");
    expect(grounding).not.toContain("has no notes on this topic");
    const younger = lessonGrounding(dewey, {
      subject: "Science",
      gradeLevel: "Grade 3",
      topic: "How plants make food",
    });
    expect(younger).toContain("An activity that works: Leaf in the light, leaf in the dark.");
    expect(younger).toContain("chlorophyll (the green stuff in leaves that catches sunlight)");
  });

  it("gives the library's file for its topic typed with more words, and says what the teacher narrowed it to", () => {
    const grounding = lessonGrounding(dewey, { subject: "English", gradeLevel: "Grade 10", topic: "Macbeth act 1" });
    expect(grounding).toContain(`What Lyceum's topic library knows of "Macbeth"`);
    expect(grounding).toContain(`These notes are on Macbeth as a whole; the teacher's topic narrows it to "act 1"`);
    expect(grounding).not.toContain("has no notes on this topic");
    const placed = lessonGrounding(dewey, {
      subject: "Geography",
      gradeLevel: "Grade 7",
      topic: "Volcanoes for Year 7",
    });
    expect(placed).toContain(`What Lyceum's topic library knows of "Volcanoes"`);
    expect(placed).not.toContain("narrows it to");
    const two = lessonGrounding(dewey, {
      subject: "Science",
      gradeLevel: "Grade 7",
      topic: "Photosynthesis and respiration",
    });
    expect(two).toContain("Lyceum's topic library has no notes on this topic");
  });

  it("gives the file's objectives and task for the students' age, and only those", () => {
    const grounding = lessonGrounding(dewey, { subject: "Science", gradeLevel: "Grade 7", topic: "Volcanoes" });
    expect(grounding).toContain("Objectives that fit this age: Explain why most volcanoes lie along plate boundaries");
    expect(grounding).toContain("What students can make of it: Advise a town near an active volcano");
    expect(grounding).not.toContain("safety leaflet");
    const younger = lessonGrounding(dewey, { subject: "Science", gradeLevel: "Grade 3", topic: "Volcanoes" });
    expect(younger).toContain("What students can make of it: Design a short safety leaflet");
  });

  it("leaves out what the file keeps for a later grade of the band (`fromGrade`): no ovules in Grade 2", () => {
    const plants = (gradeLevel: string) =>
      lessonGrounding(dewey, { subject: "Science", gradeLevel, topic: "Plant life cycle" });
    expect(plants("Grade 2")).toContain("seed dispersal");
    expect(plants("Grade 2")).not.toMatch(/ovule|stigma/);
    expect(plants("Grade 5")).toMatch(/ovule/);
  });

  it("gives what the lesson builds on for the starter quiz, where the file has it", () => {
    const grounding = lessonGrounding(dewey, { subject: "Math", gradeLevel: "Grade 8", topic: "Linear equations" });
    expect(grounding).toContain("for the starter quiz (not what it teaches): What is the inverse (opposite) operation");
  });

  it("says when the library has no notes on the topic, and labels the subject's material as the subject's", () => {
    const grounding = lessonGrounding(dewey, {
      subject: "Computer Science",
      gradeLevel: "Grade 11",
      topic: "Tail-call optimisation",
    });
    expect(grounding).toContain("Lyceum's topic library has no notes on this topic");
    expect(grounding).not.toContain("topic library knows of");
    expect(grounding).not.toContain("Misconceptions to consider");
    expect(grounding).toMatch(
      /Misconceptions of [^:]+ in general \(not of this topic; use one only where it applies\)/,
    );
  });

  it("gives the prior knowledge of the lesson's kind, read from its subject as the built-in model's plan reads it", () => {
    const grounding = lessonGrounding(dewey, {
      subject: "Economics",
      gradeLevel: "Grade 11",
      topic: "Opportunity cost",
    });
    expect(grounding).toContain("people buy and sell things");
    expect(grounding).not.toContain("analyze sources for provenance");
  });

  it("still gives the safety notes and the age rules a lesson needs", () => {
    const grounding = lessonGrounding(dewey, {
      subject: "Physical Education",
      gradeLevel: "Grade 12",
      topic: "Weight training",
    });
    expect(grounding).toContain("a trained spotter stands by");
    expect(grounding).toContain("never address them as young children");
  });
});
