import { describe, expect, it } from "vitest";
import { LESSON_LENGTH_WORDS } from "@/db/data/plan-wording";
import { readInstructions } from "./instructions";

const kinds = (text: string) => readInstructions(text).recognized.map((instruction) => instruction.kind);

describe("the teacher's instructions", () => {
  it.each([
    ["Include a quiz.", ["quiz"]],
    ["Use group work and a game.", ["group-work", "game"]],
    ["Take the class outside for part of it.", ["outdoor"]],
    ["Set homework.", ["homework"]],
    ["No technology: our laptops are broken.", ["no-technology", "no-screen"]],
    ["No projector this week.", ["no-technology", "no-screen"]],
    ["Paper and whiteboard only.", ["no-screen"]],
    ["Please, no slides.", ["no-screen"]],
    ["No laptops today.", ["no-technology"]],
    ["We can't print anything this week.", ["no-printing"]],
    // No internet is not no computers: a loop still runs offline.
    ["We have no internet in the classroom this week.", ["no-internet"]],
    ["Include a 10-minute quiz.", ["quiz"]],
    ["Half the class are English learners.", ["multilingual"]],
    ["One student has an IEP.", ["special-needs"]],
    ["Two students have dyslexia.", ["dyslexia"]],
    ["We only have 20 minutes.", ["time"]],
    ["Include a field trip to the local museum.", ["trip"]],
    ["Two students use wheelchairs.", ["mobility"]],
    ["One boy is on crutches this month.", ["mobility"]],
    ["Include a hands-on activity.", ["hands-on"]],
    ["Use manipulatives where you can.", ["hands-on"]],
    [
      "Several families in the class are Hindu and one child is Jewish; please make sure no tradition is presented as 'the main one'.",
      ["balance", "balance"],
    ],
    ["Give each faith equal time.", ["balance"]],
    ["Two of my pupils are Muslims.", ["balance"]],
    ["Keep the main activity short.", []],
  ])("recognizes %j", (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it("reads how long a quiz is to take", () => {
    expect(readInstructions("Include a 10-minute quiz.").recognized[0]?.minutes).toBe(10);
    expect(readInstructions("End with a quiz of 15 minutes.").recognized[0]?.minutes).toBe(15);
    expect(readInstructions("Include a quiz.").recognized[0]?.minutes).toBeUndefined();
    // The quiz's length, not the lesson's.
    expect(kinds("The quiz should last 10 minutes.")).toEqual(["quiz"]);
    expect(readInstructions("The quiz should last 10 minutes.").recognized[0]?.minutes).toBe(10);
  });

  it("reads a named resource and a time", () => {
    const read = readInstructions('Use the book "The Very Hungry Caterpillar". The lesson is only 25 minutes.');
    expect(read.recognized.find((instruction) => instruction.kind === "resource")?.resource).toBe(
      "The Very Hungry Caterpillar",
    );
    expect(read.recognized.find((instruction) => instruction.kind === "time")?.minutes).toBe(25);
    // A part of the lesson is not its length.
    expect(kinds("Only 20 minutes of this is on computers.")).toEqual([]);
    expect(kinds("We only have 15 minutes on the laptops.")).toEqual([]);
    expect(kinds("The lesson is 30 minutes in the hall.")).toEqual(["time"]);
    expect(kinds("Only 30 minutes of the lesson is left after assembly.")).toEqual(["time"]);
    // A length said before "lesson" is the lesson's; a part of it that is a lesson's part is not.
    const told = readInstructions("50 min lesson, mixed ability, 2 students with dyslexia");
    expect(told.recognized.find((instruction) => instruction.kind === "time")?.minutes).toBe(50);
    expect(kinds("We have 40-minute periods.")).toEqual(["time"]);
    expect(kinds("Begin with a 10-minute lesson starter.")).toEqual([]);
  });

  it("reads the lesson's length by the words of db/data/plan-wording.ts, each of them", () => {
    const minutes = (text: string) => readInstructions(text).recognized.find((each) => each.kind === "time")?.minutes;
    for (const word of LESSON_LENGTH_WORDS.before) expect(minutes(`We ${word} 35 minutes.`), word).toBe(35);
    for (const word of LESSON_LENGTH_WORDS.lesson) expect(minutes(`A 35-minute ${word}.`), word).toBe(35);
    for (const word of LESSON_LENGTH_WORDS.partOf) expect(minutes(`Only 10 minutes of ${word}.`), word).toBeUndefined();
    for (const word of LESSON_LENGTH_WORDS.devices)
      expect(minutes(`Just 10 minutes on ${word}s.`), word).toBeUndefined();
    for (const word of LESSON_LENGTH_WORDS.away) expect(minutes(`Just 10 minutes ${word}.`), word).toBeUndefined();
    for (const word of LESSON_LENGTH_WORDS.lessonPart)
      expect(minutes(`A 10-minute lesson ${word}.`), word).toBeUndefined();
  });

  it("lists what it cannot apply, sentence by sentence", () => {
    const read = readInstructions("Include a quiz. Make it relevant to TikTok.");
    expect(read.unrecognized).toEqual(["Make it relevant to TikTok."]);
    expect(readInstructions(undefined)).toMatchObject({ recognized: [], unrecognized: [] });
  });
});
