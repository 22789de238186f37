/**
 * Names a setting Lyceum cannot run with (lib/env.ts, .env files included) in one line and exits 1; says
 * nothing when all are usable. `npm start` runs it before a build, which would otherwise stop on such a
 * setting with a stack trace.
 */
import { reportedConfigError } from "../lib/config-error";
import { loadEnvFiles } from "./env-files.mjs";

loadEnvFiles();
import("../lib/env").catch((error: unknown) => {
  if (!reportedConfigError(error)) throw error;
  process.exitCode = 1;
});
