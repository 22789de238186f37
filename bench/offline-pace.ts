/**
 * `npm run bench:offline-pace`: how long a teacher waits for the built-in offline model at its default
 * pace (OFFLINE_MODEL_PACE=1, or the pace set), in process: a one-lesson plan, a five-day unit, an
 * answer, and a roundtable of four (the answers side by side, then the synthesis). For each it prints
 * the time to the first chunk and to the last, the chunks sent and the CPU the whole cost, composing
 * included (the median of three runs, after a warm-up). What is not composing is the pace.
 */
import { createOfflineGenerator } from "../lib/ai/offline/generator";
import type { PlanTask } from "../lib/ai/tasks";
import { lessonTiming, type TimingRequest } from "../lib/lessons/timing";
import { env } from "../shared/env";

const RUNS = 3;
const generator = createOfflineGenerator({ pace: env.OFFLINE_MODEL_PACE });
const noPrompt = () => {
  throw new Error("the built-in model asks for no prompt");
};
const signal = new AbortController().signal;
const question = "My class is restless after lunch. How can I help them concentrate?";
const seats = ["maria-montessori", "john-dewey", "lev-vygotsky", "paulo-freire"];

function planTask(request: TimingRequest): PlanTask {
  const brief = { subject: "Science", gradeLevel: "Grade 7", topic: "Photosynthesis" };
  const timing = lessonTiming(request);
  return { educatorSlug: "john-dewey", brief, timing, check: { timing, educatorName: "John Dewey", ...brief } };
}

type Measure = { firstMs: number; doneMs: number; chunks: number; cpuMs: number };

/** Runs `work` (which sends chunks through the `send` it is given) and measures what the teacher waits. */
async function measure(work: (send: () => void) => Promise<unknown>): Promise<Measure> {
  let chunks = 0;
  let firstMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work(() => {
    chunks += 1;
    if (chunks === 1) firstMs = performance.now() - started;
  });
  const doneMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { firstMs, doneMs, chunks, cpuMs: (used.user + used.system) / 1000 };
}

const cases: Record<string, (send: () => void) => Promise<unknown>> = {
  "plan (one 45-minute lesson)": (send) => generator.plan(planTask({ lessonLength: "medium" }), noPrompt, send, signal),
  "plan (five-day unit)": (send) =>
    generator.plan(planTask({ lessonLength: "extended", extendedDays: "5" }), noPrompt, send, signal),
  answer: (send) => generator.answer({ educatorSlug: "maria-montessori", question }, noPrompt, send, signal),
  "roundtable of four, with synthesis": async (send) => {
    await Promise.all(
      seats.map((educatorSlug, seat) => generator.answer({ educatorSlug, question, seat }, noPrompt, send, signal)),
    );
    await generator.synthesis({ educatorSlugs: seats, question }, noPrompt, send, signal);
  },
};

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const results: Record<string, Record<string, number>> = {};
  for (const [name, work] of Object.entries(cases)) {
    const runs: Measure[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const measured = await measure(work);
      if (run > 0) runs.push(measured);
    }
    results[name] = {
      "first chunk (ms)": Math.round(median(runs.map((run) => run.firstMs))),
      "complete (s)": Number((median(runs.map((run) => run.doneMs)) / 1000).toFixed(2)),
      chunks: median(runs.map((run) => run.chunks)),
      "CPU (ms)": Math.round(median(runs.map((run) => run.cpuMs))),
    };
  }
  console.info(`The built-in model at OFFLINE_MODEL_PACE=${env.OFFLINE_MODEL_PACE} (median of ${RUNS} runs):`);
  console.table(results);
}

void main();
