import { fence } from "@/lib/ai/prompts/fence";
import { moderatorCategories, moderatorClosing, moderatorOpening, severityMeanings } from "./categories";
import type { ModeratedText } from "./types";

/** The model moderator's instructions, joined from its data (categories.ts). */
export function moderatorInstructions() {
  const kinds = moderatorCategories.map(({ kind, means }) => `- ${kind}: ${means}`).join("\n");
  const severity = Object.entries(severityMeanings)
    .map(([level, means]) => `- ${level}: ${means}`)
    .join("\n");
  return `${moderatorOpening}\n\nKinds:\n${kinds}\n\nSeverity:\n${severity}\n\n${moderatorClosing}`;
}

/** The teacher's text, fenced so nothing in it can close the fence: a question, or a brief's three fields. */
export function moderatedMessage(text: ModeratedText) {
  if (text.kind === "question") return fence("teacher_text", text.question);
  const lines = [`Subject: ${text.subject}`, `Topic: ${text.topic}`];
  if (text.customInstructions) lines.push(`Instructions: ${text.customInstructions}`);
  return fence("teacher_text", `A lesson brief.\n${lines.join("\n")}`);
}
