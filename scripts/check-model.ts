/**
 * `npm run check:model`: calls the configured model once, as a lesson plan calls it, and says in plain
 * words what is wrong (a refused key, an address where nothing answers, an unknown model name, a server
 * without structured output) or that it answers, and how fast. Exits 0 when Lyceum can use it (or the
 * built-in model answers), 1 otherwise. It reads the same settings as `npm start`, .env files included.
 */
import { reportedConfigError } from "../shared/config-error";
import { loadEnvFiles } from "./env-files.mjs";

async function main() {
  loadEnvFiles();
  const { checkModel } = await import("../lib/ai/model-check");
  const check = await checkModel();
  if (check.ok) console.info(check.message);
  else console.error(check.message);
  return check.ok;
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    if (!reportedConfigError(error)) throw error;
    process.exitCode = 1;
  },
);
