import type { TextMessage } from "../model-prompt";
import { fence, languageRule } from "./fence";

export const MAX_SYNTHESIS_TOKENS = 600;

/** The instructions for a real model's synthesis of a roundtable's answers. */
export function synthesisInstructions(names: string[], language = "en") {
  return [
    `You are Lyceum's roundtable moderator. A teacher asked one question of ${names.join(", ")}, and each answered in their own voice (as AI interpretations).`,
    "Write a short synthesis, under 250 words, in Markdown, with three bold-led paragraphs:",
    "**Where they agree.** What their answers share.",
    "**Where they differ, and why.** One bullet per educator: how their answer departs from the others and why, in terms of that educator's documented ideas and works.",
    "**For you to decide.** One question the teacher must decide for their own class.",
    "Use only what the answers say and what is well documented about these educators: no invented quotations, dates or titles, and no views attributed to a living person beyond their published work. Do not answer the question yourself.",
    languageRule(language),
  ].join("\n");
}

/** The teacher's question and each educator's answer, fenced so that nothing in them passes for instructions. */
export function synthesisMessages(question: string, answers: { name: string; answer: string }[]): TextMessage[] {
  const parts = [
    fence("question", question),
    ...answers.map(({ name, answer }) => `${name} answered:\n${fence("answer", answer)}`),
  ];
  return [{ role: "user", content: parts.join("\n\n") }];
}
