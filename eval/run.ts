/**
 * `npm run eval`: Lyceum's benchmarks (not tests). Runs every `eval/*.eval.ts`, in name order; each
 * exports `run()`, which prints its own figures. `npm run eval -- plans answers` runs only the files whose
 * names start with one of the words given.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  const folder = import.meta.dirname;
  const only = process.argv.slice(2);
  const files = (await readdir(folder))
    .filter((name) => name.endsWith(".eval.ts") && (only.length === 0 || only.some((word) => name.startsWith(word))))
    .sort();
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
