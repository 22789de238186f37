/**
 * Names a setting Lyceum cannot run with (shared/env.ts, .env files included) in one line and exits 1; says
 * nothing when all are usable. `npm start` runs it before a build, which would otherwise stop on such a
 * setting with a stack trace.
 */
import { reportedConfigError } from "../shared/config-error";
import { loadEnvFiles } from "./env-files.mjs";

loadEnvFiles();
import("../shared/env").catch((error: unknown) => {
  if (!reportedConfigError(error)) throw error;
  process.exitCode = 1;
});
