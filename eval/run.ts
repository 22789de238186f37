/**
 * `npm run eval`: Lyceum's benchmarks (not tests). Runs every `eval/*.eval.ts`, in name order; each
 * exports `run()`, which prints its own figures.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  const folder = import.meta.dirname;
  const files = (await readdir(folder)).filter((name) => name.endsWith(".eval.ts")).sort();
  for (const file of files) {
    console.info(`\n=== ${file} ===`);
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as { run?: () => Promise<void> };
    if (typeof module.run !== "function") throw new Error(`${file} does not export run()`);
    await module.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
