import { readdir } from "node:fs/promises";
import path from "node:path";

/** `npm run eval`: runs every eval/*.eval.ts in turn; each prints its own table. */
async function main() {
  const folder = import.meta.dirname;
  const files = (await readdir(folder)).filter((file) => file.endsWith(".eval.ts")).sort();
  for (const file of files) {
    console.info(`\n## ${file.replace(/\.eval\.ts$/, "")}\n`);
    const { run } = (await import(path.join(folder, file))) as { run: () => Promise<void> };
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
