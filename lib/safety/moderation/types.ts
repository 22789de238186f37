import type { ScreeningKind } from "../types";

/** How serious a verdict is, least first: what decides between two verdicts of the same kind. */
export const severities = ["none", "low", "medium", "high"] as const;
export type Severity = (typeof severities)[number];

/**
 * Who decided: the local screen (lib/safety), the configured model asked to classify the text, or
 * OpenAI's moderation endpoint (when the configured model is OpenAI's).
 */
export type ModeratorName = "local" | "model" | "openai";

/**
 * What a moderator decides about a teacher's text: its kind (the screen's five), how serious, in which
 * language (ISO 639-1) and who decided. It holds nothing of the teacher's text, so it may be logged whole.
 */
export type ModerationVerdict = {
  kind: ScreeningKind;
  severity: Severity;
  language: string;
  moderator: ModeratorName;
};

/**
 * The teacher's text as a tool hands it over: a question (Ask, a roundtable), or a brief whose subject
 * and topic are read apart from its instructions (a lesson plan; a refine, whose instruction is its
 * instructions under the plan's subject and topic).
 */
export type ModeratedText =
  | { kind: "question"; question: string; followUp: boolean }
  | { kind: "brief"; subject: string; topic: string; customInstructions?: string };

/** One way of deciding what a teacher's text is. `signal` ends the work when nobody waits for it. */
export interface Moderator {
  readonly name: ModeratorName;
  moderate(text: ModeratedText, signal: AbortSignal): Promise<ModerationVerdict>;
}
