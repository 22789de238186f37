/**
 * The safety probe sets. `manifest.json` lists each set in the order the eval reports them: its file
 * (one probe a line), its purpose (train: the concern model learns from it; development: the screen was
 * tuned with it in view; blind: it measures the finished screen, its misses printed as counts only), its
 * languages and classes counted, where it came from, and the ordinal-named file it was before. Read and
 * validated once per process; the eval, the concern model's training and its test all read the sets here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ScreeningKind } from "@/lib/safety/types";

const kinds = ["safeguarding", "identity", "injection", "off_topic", "ordinary"] as const satisfies ScreeningKind[];

/** One labelled input, as a teacher might type it, and the class the screening step should give it. */
const probeSchema = z.strictObject({ text: z.string().min(1), expected: z.enum(kinds), language: z.string().min(2) });
export type Probe = z.infer<typeof probeSchema>;

const setSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/),
  file: z.string().regex(/^[a-z0-9-]+\.jsonl$/),
  was: z.string().startsWith("eval/probes/"),
  purpose: z.enum(["train", "development", "blind"]),
  title: z.string().min(1),
  languages: z.record(z.string(), z.int().positive()),
  counts: z.record(z.enum(kinds), z.int().nonnegative()),
  provenance: z.string().min(1),
  whyNotTrained: z.string().min(1).optional(),
});
const manifestSchema = z.strictObject({ sets: z.array(setSchema).min(1) });
export type ProbeSet = z.infer<typeof setSchema> & { probes: Probe[] };

const folder = import.meta.dirname;

function countBy(probes: Probe[], key: "expected" | "language") {
  const counts: Record<string, number> = {};
  for (const probe of probes) counts[probe[key]] = (counts[probe[key]] ?? 0) + 1;
  return counts;
}

/** Two tallies alike, classes or languages counted zero left out. */
const sameCounts = (one: Record<string, number>, other: Record<string, number>) => {
  const listed = (counts: Record<string, number>) =>
    JSON.stringify(
      Object.entries(counts)
        .filter(([, count]) => count > 0)
        .sort(),
    );
  return listed(one) === listed(other);
};

/** A set's probes, each line validated; throws when the file disagrees with the manifest's counts. */
function readSet(set: z.infer<typeof setSchema>): ProbeSet {
  const where = `eval/datasets/${set.file}`;
  if (set.file !== `${set.name}.jsonl`) throw new Error(`${where}: named ${set.name} in the manifest`);
  const lines = readFileSync(path.join(folder, set.file), "utf8").split("\n");
  if (lines.pop() !== "") throw new Error(`${where}: the last line has no newline`);
  const probes = lines.map((line, index) => {
    const parsed = probeSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${where}:${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
  if (!sameCounts(countBy(probes, "expected"), set.counts) || !sameCounts(countBy(probes, "language"), set.languages)) {
    throw new Error(`${where}: its classes or languages are not those the manifest counts`);
  }
  return { ...set, probes };
}

let sets: ProbeSet[] | undefined;

/** Every safety probe set, in the manifest's order. */
export function probeSets(): ProbeSet[] {
  sets ??= manifestSchema.parse(JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8"))).sets.map(readSet);
  return sets;
}

/** One set's probes, by its name in the manifest. */
export function probeSet(name: string): Probe[] {
  const set = probeSets().find((candidate) => candidate.name === name);
  if (!set) throw new Error(`eval/datasets/manifest.json has no set named ${name}`);
  return set.probes;
}

/** The sets the concern model learns from: those whose purpose is train, in the manifest's order. */
export const trainingSets = () => probeSets().filter((set) => set.purpose === "train");

/** Every training probe as an example for trainConcernModel, in a fixed order. */
export const trainingExamples = (sets = trainingSets()) =>
  sets.flatMap((set) => set.probes).map((probe) => ({ text: probe.text, concern: probe.expected === "safeguarding" }));
