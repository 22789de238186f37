/** What went wrong, in the words the HTTP status uses. */
export type ErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

const statusByKind: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** An expected failure with a message fit for the user, e.g. `new AppError("not_found:lesson_plan", "…")`. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;

  constructor(
    readonly code: ErrorKind | `${ErrorKind}:${string}`,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.kind = code.split(":")[0] as ErrorKind;
    this.status = statusByKind[this.kind];
  }
}

// Node's socket errors and postgres.js's own, while the database cannot be reached.
const unreachable = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);
const postgresJsDown = /^(CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED)$/;
// PostgreSQL's: connection exceptions (08…), shutting down or starting (57P01–57P03), statement timeout (57014).
const serverDown = /^(08...|57P0[1-3]|57014)$/;

/**
 * The 503 for a failure that means the database is out of reach (down, restarting, or too slow for the
 * statement timeout), looking through the causes drizzle wraps around it; undefined for anything else.
 */
export function unavailableError(error: unknown): AppError | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = String((cause as { code?: unknown }).code ?? "");
    if (unreachable.has(code) || postgresJsDown.test(code) || serverDown.test(code)) {
      return new AppError("unavailable", "Lyceum cannot reach its database just now. Please try again in a moment.", {
        "Retry-After": "5",
      });
    }
  }
  return undefined;
}

export function toResponse(error: AppError) {
  const body = error.kind === "internal" ? { message: error.message } : { message: error.message, code: error.code };
  return Response.json(body, { status: error.status, headers: error.headers });
}
