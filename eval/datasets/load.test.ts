import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { probeSet, probeSets, trainingSets } from "./load";

describe("the safety probe sets", () => {
  it("lists every file of eval/datasets in the manifest once, under its own name", () => {
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith(".jsonl"));
    const listed = probeSets().map((set) => set.file);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files.sort());
  });

  it("names each set by its purpose, and says why a set the concern model does not learn from is left out", () => {
    for (const set of probeSets()) {
      expect(set.name.startsWith(`${set.purpose}-`)).toBe(true);
      expect(set.whyNotTrained === undefined).toBe(set.purpose === "train");
    }
  });

  it("reads each set once: the same probes, the same objects, on every call", () => {
    expect(probeSets()).toBe(probeSets());
    expect(probeSet("blind-13")).toBe(probeSets().find((set) => set.name === "blind-13")?.probes);
    expect(() => probeSet("safety-blind-13")).toThrow(/no set named/);
  });

  it("trains the concern model on no blind disclosure and no blind ordinary question", () => {
    expect(trainingSets().length).toBeGreaterThan(0);
    expect(trainingSets().every((set) => set.purpose === "train")).toBe(true);
    const trained = new Set(trainingSets().flatMap((set) => set.probes.map((probe) => probe.text)));
    const shared = probeSets()
      .filter((set) => set.purpose === "blind")
      .flatMap((set) => set.probes)
      .filter((probe) => trained.has(probe.text));
    // Seven short questions (who answers, a recipe, shares, car insurance) were written word for word by two
    // authors of different sets; none of them tells of a child or asks about teaching.
    expect(shared.filter((probe) => probe.expected !== "identity" && probe.expected !== "off_topic")).toEqual([]);
  });
});
