/**
 * Names a setting Lyceum cannot run with (lib/env.ts) in one line and exits 1; says nothing when all are
 * usable. `npm start` runs it before a build, which would otherwise stop on such a setting with a stack trace.
 */
import { reportedConfigError } from "../lib/config-error";

import("../lib/env").catch((error: unknown) => {
  if (!reportedConfigError(error)) throw error;
  process.exitCode = 1;
});
