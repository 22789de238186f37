import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { retrieve } from "@/lib/ai/knowledge";
import { composeReply } from "./compose-answer";

const educator = (slug: string) => {
  const found = educators.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

/** The first answer and the follow-up's, as the Ask page composes them. */
function conversation(slug: string, question: string, followUp: string) {
  const first = composeReply(educator(slug), question).text;
  const next = composeReply(educator(slug), followUp, { earlierQuestions: [question], earlierAnswers: [first] });
  return { first, next: next.text, choices: next.choices };
}

describe("a follow-up's topic", () => {
  it("comes from its own naming of a topic, not a keyword in a conversation on another concern", () => {
    const question = "I have a new arrival in Year 8 who speaks no English. How do I support her?";
    const { next } = conversation("lev-vygotsky", question, "Can you give me a concrete example for group?");
    expect(next).not.toMatch(/periodic table|alkali/i);
  });

  it("in Spanish, asking how to assess after a question on the water cycle, is on assessment", () => {
    const question = "¿Cómo enseño el ciclo del agua a niños de 10 años?";
    expect(retrieve("john-dewey", "¿Y cómo evalúo lo que han aprendido?", [question]).concern).toBe("assessment");
    expect(conversation("john-dewey", question, "¿Y cómo evalúo lo que han aprendido?").choices).toEqual([]);
  });
});
