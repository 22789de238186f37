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
  | "internal";

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

export function toResponse(error: AppError) {
  const body = error.kind === "internal" ? { message: error.message } : { message: error.message, code: error.code };
  return Response.json(body, { status: error.status, headers: error.headers });
}
