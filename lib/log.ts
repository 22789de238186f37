/** Server-side logging: enough context to fix a failure, never secrets. */
export function logError(where: string, error: unknown, context: Record<string, unknown> = {}) {
  // A failed query's message lists its parameters (hashes, e-mails): log the driver's cause instead.
  const shown = error instanceof Error && error.message.startsWith("Failed query") && error.cause ? error.cause : error;
  const detail = shown instanceof Error ? (shown.stack ?? shown.message) : String(shown);
  console.error(`[lyceum] ${where} failed`, JSON.stringify(context), detail);
}
