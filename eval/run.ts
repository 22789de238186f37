import { readdir } from "node:fs/promises";
import path from "node:path";

/** `npm run eval`: runs every eval/*.eval.ts in turn; each prints its own table. */
async function main() {
  const dir = path.resolve("eval");
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".eval.ts")).sort()) {
    console.info(`\n## ${file}\n`);
    const evaluation = (await import(path.join(dir, file))) as { run: () => Promise<void> };
    await evaluation.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
