/** One labelled question as the router read it: whether it routed it to its label, and how sure it was. */
export type CalibrationReading = { right: boolean; confidence: number };

/**
 * The router's threshold (SURE_AT, ./retrieve.ts), calibrated on labelled questions: the highest, in steps
 * of `step`, at which at most `budget` of the questions the router routes right would be offered choices
 * instead of an answer. A question it routes wrong is better offered choices, so only the right ones
 * count against the threshold; how many of the wrong ones it catches is what the eval reports.
 */
export function calibrateSureAt(readings: CalibrationReading[], { budget = 0.1, step = 0.05 } = {}) {
  const right = readings.filter((reading) => reading.right);
  let chosen = 0;
  for (let steps = 1; steps * step <= 1; steps++) {
    const threshold = Math.round(steps * step * 100) / 100;
    const asked = right.filter((reading) => reading.confidence < threshold).length;
    if (asked > budget * right.length) break;
    chosen = threshold;
  }
  return chosen;
}
