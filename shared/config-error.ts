import type { z } from "zod";

/** A setting Lyceum cannot run with, said in one line (which variable, what is wrong), without its value. */
export class ConfigError extends Error {
  constructor(error: z.ZodError) {
    super(
      `Lyceum cannot start: ${error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}.`,
    );
    this.name = "ConfigError";
  }
}

/**
 * Prints a ConfigError as its one line, never a stack trace, and says whether it was one (anything else is
 * the caller's). By name, not class: Next.js bundles a module once per layer.
 */
export function reportedConfigError(error: unknown) {
  if (!(error instanceof Error && error.name === "ConfigError")) return false;
  console.error(`[lyceum] ${error.message}`);
  return true;
}

/** At the server's start: a setting Lyceum cannot run with is one line naming it, and the server does not start. */
export function exitOnConfigError(error: unknown) {
  if (reportedConfigError(error)) process.exit(1);
}
