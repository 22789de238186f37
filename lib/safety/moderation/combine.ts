import type { ScreeningKind, Verdict } from "../types";
import { type ModerationVerdict, severities } from "./types";

/** The kinds, least severe first: a disclosure outweighs everything, an ordinary question nothing. */
const kindOrder: ScreeningKind[] = ["ordinary", "off_topic", "identity", "injection", "safeguarding"];

const weight = (verdict: ModerationVerdict) =>
  kindOrder.indexOf(verdict.kind) * severities.length + severities.indexOf(verdict.severity);

/**
 * The most severe of the verdicts: by kind first (a safeguarding verdict from any moderator wins, whatever
 * its severity), then by severity; on a tie, the first given (the local screen's, which the tools pass first).
 */
export function mostSevere(first: ModerationVerdict, ...others: ModerationVerdict[]): ModerationVerdict {
  return others.reduce((worst, verdict) => (weight(verdict) > weight(worst) ? verdict : worst), first);
}

/**
 * The local screen's verdict as the final verdict leaves it: unchanged when the local screen's verdict
 * stood, else taking the kind of the verdict that outweighed it (what is stored with the answer).
 */
export function screeningAfter(screening: Verdict, final: ModerationVerdict): Verdict {
  return final.moderator === "local" ? screening : { ...screening, kind: final.kind };
}
