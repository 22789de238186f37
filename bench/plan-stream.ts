/**
 * `npm run bench:plan-stream`: what Lyceum's own code costs per streamed token of a lesson plan, in
 * process and with no network, so that the figure is not lost in a loaded machine's noise: the same plan
 * streamed 4 characters a token (a model's usual), as Markdown text (`forwardModelText`, today's path
 * for answers and the way plans were streamed before they were objects) and as the plan's JSON
 * (`forwardModelObject` with the incremental parser and the plan renderer, the structured path). Prints
 * CPU µs per token for each (the median of five rounds of 200 plans, after a warm-up) and their ratio.
 */
import { forwardModelObject, forwardModelText } from "../lib/ai/stream-text";
import { type PartialPlan, PlanRenderer, renderPlan } from "../lib/lessons/render-plan";
import { samplePlan } from "../tests/helpers/sample-plan";
import { streamingModel } from "../tests/helpers/stream-model";

const PLANS = 200;
const ROUNDS = 5;
const tokens = (text: string) => text.match(/[\s\S]{1,4}/g) ?? [];

const plan = samplePlan();
const markdown = tokens(renderPlan(plan));
const json = tokens(JSON.stringify(plan));
const request = {
  instructions: "bench",
  messages: [{ role: "user" as const, content: "plan" }],
  maxOutputTokens: 6000,
};
const signal = new AbortController().signal;
let sent = 0;
const send = () => {
  sent += 1;
};

const paths = {
  "Markdown text": {
    tokens: markdown.length,
    run: () => forwardModelText(streamingModel(markdown), request, send, signal),
  },
  "JSON plan, parsed and rendered": {
    tokens: json.length,
    run: () => {
      const renderer = new PlanRenderer("Maria Montessori");
      return forwardModelObject(
        streamingModel(json),
        request,
        (partial, isClosed, open) => renderer.advance((partial ?? {}) as PartialPlan, isClosed, open),
        send,
        signal,
      );
    },
  },
};

async function cpuPerToken(path: (typeof paths)[keyof typeof paths]) {
  const rounds: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const started = process.cpuUsage();
    for (let index = 0; index < PLANS; index += 1) await path.run();
    const used = process.cpuUsage(started);
    if (round > 0) rounds.push((used.user + used.system) / (PLANS * path.tokens));
  }
  return rounds.sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
}

async function main() {
  const results: Record<string, { tokens: number; "CPU µs/token": number }> = {};
  for (const [name, path] of Object.entries(paths)) {
    results[name] = { tokens: path.tokens, "CPU µs/token": Number((await cpuPerToken(path)).toFixed(2)) };
  }
  console.table(results);
  const [text, object] = Object.values(results);
  console.info(
    `Structured ÷ Markdown, CPU per token: ${((object?.["CPU µs/token"] ?? 0) / (text?.["CPU µs/token"] || 1)).toFixed(2)} (chunk events sent: ${sent})`,
  );
}

void main();
