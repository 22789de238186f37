/**
 * The model moderator's wiring, run by moderator.eval.ts in a process of its own: the settings must name
 * the fake server before anything reads them, and must not reach the other evals. A fake OpenAI-compatible
 * server answers each probe's moderation request (with the probe's own label, then as the controls below),
 * and every probe goes through `moderate()` (the local screen, the model moderator over HTTP through the AI
 * SDK, the most severe of the two). It measures no model: it checks that the verdict the model gives is
 * the one the tools act on.
 */
import { moderatedMessage } from "@/lib/safety/moderation/prompt";
import type { ModerationVerdict } from "@/lib/safety/moderation/types";
import { type FakeModeration, startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { type Probe, probeSet } from "./datasets/load";
import { percent, printTable } from "./table";

const SET = "the first probe set (eval/datasets/train-1.jsonl)";

const severityOf = (kind: Probe["expected"]) =>
  kind === "ordinary" ? "none" : kind === "safeguarding" ? "high" : "low";

/**
 * What the fake answers, pass by pass: each probe's own label (the final verdict should be the label,
 * unless the local screen's is more severe), then two controls that show the verdict is the one acted
 * on: safeguarding for every probe (every final verdict must be safeguarding), and a failure for every
 * probe (the local screen's verdicts stand, each failure logged).
 */
const passes: { name: string; answer: (probe: Probe) => FakeModeration }[] = [
  {
    name: "each probe's own label",
    answer: (probe) => ({
      kind: "verdict",
      verdict: { kind: probe.expected, severity: severityOf(probe.expected), language: probe.language },
    }),
  },
  {
    name: "safeguarding, to every probe",
    answer: (probe) => ({
      kind: "verdict",
      verdict: { kind: "safeguarding", severity: "high", language: probe.language },
    }),
  },
  { name: "an error (500), to every probe", answer: () => ({ kind: "status", status: 500, message: "eval" }) },
];

async function main() {
  const fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = "eval";
  process.env.OPENAI_BASE_URL = fake.baseURL;
  process.env.OPENAI_MODEL = "eval-moderator";
  // Generous: a late verdict here would be the machine's load, not the wiring.
  process.env.MODERATION_TIMEOUT_MS = "10000";
  // The moderators log each fallback (and each verdict that outweighs the local one): counted, not printed.
  let fallbacks = 0;
  console.warn = (line: unknown) => {
    if (String(line).includes("gave no verdict")) fallbacks += 1;
  };
  const { moderate } = await import("@/lib/safety/moderation/moderate");
  const { localVerdict } = await import("@/lib/safety/moderation/local");

  const probes = probeSet("train-1");
  const byMessage = new Map(
    probes.map((probe) => [moderatedMessage({ kind: "question", question: probe.text, followUp: false }), probe]),
  );
  const signal = new AbortController().signal;
  const rows: string[][] = [];
  for (const pass of passes) {
    fake.moderate((body) => {
      const probe = byMessage.get(body.messages.at(-1)?.content ?? "");
      return probe ? pass.answer(probe) : { kind: "status", status: 400, message: "not a probe of this set" };
    });
    const requests = fake.moderationRequests.length;
    fallbacks = 0;
    const finals: { probe: Probe; final: ModerationVerdict }[] = [];
    for (const probe of probes) {
      const moderation = await moderate({ kind: "question", question: probe.text, followUp: false }, "eval");
      const final = moderation.verdict ? await moderation.verdict(signal) : localVerdict(moderation.screening);
      finals.push({ probe, final });
    }
    const count = (test: (result: (typeof finals)[number]) => boolean) => finals.filter(test).length;
    const agree = count(({ probe, final }) => final.kind === probe.expected);
    rows.push([
      pass.name,
      String(fake.moderationRequests.length - requests),
      `${agree} (${percent(agree, finals.length)})`,
      String(count(({ final }) => final.kind === "safeguarding")),
      String(count(({ final }) => final.moderator === "model")),
      String(fallbacks),
    ]);
  }
  await fake.close();

  console.info(
    `Wiring check, not a measure of any model: a fake server plays the model moderator, and each of the ${probes.length} probes of ${SET} goes through moderate() (one set keeps it quick; the local screen's figures on every set are in safety.eval.ts). A probe the local screen finds safeguarding asks no model.`,
  );
  printTable(
    ["the fake answers", "asked", "final = label", "safeguarding", "decided by the model", "fell back to local"],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
