import { describe, expect, it } from "vitest";
import { readInstructions } from "./instructions";

const kinds = (text: string) => readInstructions(text).recognized.map((instruction) => instruction.kind);

describe("the teacher's instructions", () => {
  it.each([
    ["Include a quiz.", ["quiz"]],
    ["Use group work and a game.", ["group-work", "game"]],
    ["Take the class outside for part of it.", ["outdoor"]],
    ["Set homework.", ["homework"]],
    ["No technology: our laptops are broken.", ["no-technology"]],
    ["We can't print anything this week.", ["no-printing"]],
    ["Half the class are English learners.", ["multilingual"]],
    ["One student has an IEP.", ["special-needs"]],
    ["Two students have dyslexia.", ["dyslexia"]],
    ["We only have 20 minutes.", ["time"]],
    ["Include a field trip to the local museum.", ["trip"]],
    ["Two students use wheelchairs.", ["mobility"]],
    ["One boy is on crutches this month.", ["mobility"]],
    ["Include a hands-on activity.", ["hands-on"]],
    ["Use manipulatives where you can.", ["hands-on"]],
  ])("recognizes %j", (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it("reads a named resource and a time", () => {
    const read = readInstructions('Use the book "The Very Hungry Caterpillar". The lesson is only 25 minutes.');
    expect(read.recognized.find((instruction) => instruction.kind === "resource")?.resource).toBe(
      "The Very Hungry Caterpillar",
    );
    expect(read.recognized.find((instruction) => instruction.kind === "time")?.minutes).toBe(25);
  });

  it("lists what it cannot apply, sentence by sentence", () => {
    const read = readInstructions("Include a quiz. Make it relevant to TikTok.");
    expect(read.unrecognized).toEqual(["Make it relevant to TikTok."]);
    expect(readInstructions(undefined)).toMatchObject({ recognized: [], unrecognized: [] });
  });
});
