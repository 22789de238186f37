import { screenLessonBrief, screenText } from "../classify";
import type { Verdict } from "../types";
import type { ModeratedText, ModerationVerdict, Moderator, Severity } from "./types";

/**
 * The local screen's reading of a text: the screen's own verdict (with what the tools read of it: the
 * teaching question left, the possible concern, the privacy question) and, for a brief, its
 * instructions with any attempt to change the rules set aside.
 */
export type LocalScreening = { screening: Verdict; instructions?: string };

/** The local screen, exactly as the tools called it before there was more than one moderator. */
export function screenLocally(text: ModeratedText): LocalScreening {
  if (text.kind === "question") return { screening: screenText(text.question, { followUp: text.followUp }) };
  const { verdict, instructions } = screenLessonBrief(text);
  return { screening: verdict, instructions };
}

/** A screen verdict's severity: a disclosure high; a possible concern or an attempt to change the rules medium. */
export function severityOf(screening: Verdict): Severity {
  if (screening.kind === "safeguarding") return "high";
  if (screening.possibleConcern || screening.kind === "injection") return "medium";
  return screening.kind === "ordinary" ? "none" : "low";
}

export function localVerdict(screening: Verdict): ModerationVerdict {
  return { kind: screening.kind, severity: severityOf(screening), language: screening.language, moderator: "local" };
}

/** The local screen (word lists, evidence rules, the concern model): pure, on this machine, at once. */
export const localModerator: Moderator = {
  name: "local",
  moderate: async (text) => localVerdict(screenLocally(text).screening),
};
