/** Server-side logging: enough context to fix a failure, never secrets. */
export function logError(where: string, error: unknown, context: Record<string, unknown> = {}) {
  console.error(`[lyceum] ${where} failed`, JSON.stringify(context), describeError(error));
}

/**
 * The error and its causes, outermost first. Auth.js wraps a failure in `cause.err`; a failed query's
 * own message lists its parameters (hashes, e-mails), so only its cause is shown.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    if (!current.message.startsWith("Failed query")) parts.push(current.stack ?? current.message);
    const cause: unknown = current.cause;
    current = cause instanceof Error ? cause : (cause as { err?: unknown } | undefined)?.err;
  }
  return parts.join("\nCaused by: ");
}

/** Something an operator should know that is not a failure (a fallback taken), with its context. */
export function logWarning(what: string, context: Record<string, unknown> = {}) {
  console.warn(`[lyceum] ${what}`, JSON.stringify(context));
}
