import { describe, expect, it } from "vitest";
import { roundtableExport } from "@/lib/export/word-export";
import { roundsOf, type StoredRoundtable } from "./rounds";

const stored: StoredRoundtable = {
  id: 7,
  title: "Homework?",
  seats: [
    {
      educatorId: 1,
      educatorName: "Maria Montessori",
      exchanges: [
        { question: "Homework?", answer: "M1", model: "m" },
        { question: "And then?", answer: "M2", model: "m" },
      ],
    },
    // Freire's first answer failed: he has only the follow-up.
    { educatorId: 3, educatorName: "Paulo Freire", exchanges: [{ question: "And then?", answer: "F2", model: "m" }] },
  ],
  syntheses: [{ question: "And then?", content: "S2", model: "m", screening: null }],
};

describe("roundsOf", () => {
  it("rebuilds the rounds in the order asked, with only the answers each educator gave", () => {
    const rounds = roundsOf(stored);
    expect(rounds.map((round) => round.question)).toEqual(["Homework?", "And then?"]);
    expect(Object.keys(rounds[0]?.answers ?? {})).toEqual(["1"]);
    expect(rounds[0]?.synthesis).toBeNull();
    expect(rounds[1]?.answers[3]).toEqual({ text: "F2", model: "m", status: "complete" });
    expect(rounds[1]?.synthesis).toEqual({ text: "S2", model: "m", status: "complete", safeguarding: false });
  });

  it("tells apart two rounds with the same question", () => {
    const again: StoredRoundtable = {
      ...stored,
      seats: [
        {
          educatorId: 1,
          educatorName: "M",
          exchanges: [
            { question: "Q", answer: "a", model: null },
            { question: "Q", answer: "b", model: null },
          ],
        },
      ],
      syntheses: [],
    };
    expect(roundsOf(again).map((round) => round.answers[1]?.text)).toEqual(["a", "b"]);
  });
});

describe("roundtableExport", () => {
  it("has, per round, the question, one section per educator who answered, then the synthesis", () => {
    const educators = [
      { id: 1, name: "Maria Montessori" },
      { id: 3, name: "Paulo Freire" },
    ];
    const exported = roundtableExport({ educators, rounds: roundsOf(stored) });
    expect(exported.title).toBe("Roundtable with Maria Montessori, Paulo Freire");
    expect(exported.blocks.map((block) => ("text" in block ? block.text : block.markdown))).toEqual([
      "Question 1",
      "Homework?",
      "Answer from Maria Montessori",
      "M1",
      "Question 2",
      "And then?",
      "Answer from Maria Montessori",
      "M2",
      "Answer from Paulo Freire",
      "F2",
      "Synthesis",
      "S2",
    ]);
  });
});
