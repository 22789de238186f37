import { SITUATIONS } from "@/db/data/situations";
import { situationBlindProbes } from "@/eval/probes/situations-blind";
import { detectGradeBand } from "@/lib/ai/knowledge";
import { describedSituation } from "@/lib/ai/knowledge/situation";

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

/**
 * The situations an answer speaks to first (db/data/situations.ts), on a set written by someone who never
 * saw their phrase lists: per situation, how many of its descriptions were recognised, and how many ordinary
 * questions that share its words were taken for one. Counts only: the set's texts are not printed, so that
 * no phrase is ever written from them.
 */
export async function run() {
  const read = situationBlindProbes.map((probe) => ({
    probe,
    found: describedSituation(probe.question, detectGradeBand(probe.question))?.id ?? null,
  }));
  const described = read.filter(({ probe }) => probe.situation !== null);
  const ordinary = read.filter(({ probe }) => probe.situation === null);
  const rows = SITUATIONS.map(({ id }) => {
    const own = described.filter(({ probe }) => probe.situation === id);
    const claimed = read.filter(({ found }) => found === id);
    return {
      situation: id,
      described: own.length,
      recognised: own.filter(({ found }) => found === id).length,
      "taken for it wrongly": claimed.filter(({ probe }) => probe.situation !== id).length,
    };
  });
  console.table(rows);
  const right = described.filter(({ probe, found }) => found === probe.situation).length;
  const wrongOne = described.filter(({ probe, found }) => found !== null && found !== probe.situation).length;
  const falseAlarms = ordinary.filter(({ found }) => found !== null).length;
  const claims = read.filter(({ found }) => found !== null);
  console.info(
    [
      `Blind set (eval/probes/situations-blind.ts): ${described.length} descriptions of ${SITUATIONS.length} situations, ${ordinary.length} ordinary questions sharing their words.`,
      `  recognised: ${right} of ${described.length} (${percent(right, described.length)}); taken for another situation: ${wrongOne}`,
      `  ordinary questions taken for a situation: ${falseAlarms} of ${ordinary.length} (${percent(falseAlarms, ordinary.length)})`,
      `  precision (a situation named is the one described): ${percent(claims.filter(({ probe, found }) => probe.situation === found).length, claims.length)}`,
    ].join("\n"),
  );
}
