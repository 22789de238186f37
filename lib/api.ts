import "server-only";
import type { z } from "zod";
import type { SessionUser } from "@/db/queries/sessions";
import { env } from "@/shared/env";
import { requireAdmin, requireUser } from "./auth/user";
import { AppError, toResponse, unavailableError } from "./errors";
import { logError } from "./log";
import { type ResolvedOwner, resolveOwner } from "./owner";
import { encodeEvent, SSE_HEADERS } from "./sse";

const MAX_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Who may call: anyone; the owner (the signed-in user, else the visitor of the `lyceum_vid` cookie, a new one
 * when the browser has none); a signed-in user (else 401); the verified administrator (401, then 403).
 */
type Auth = "none" | "owner" | "user" | "admin";
type Caller = {
  none: Record<never, never>;
  owner: ResolvedOwner;
  user: { user: SessionUser };
  admin: { user: SessionUser };
};
type Context<TBody, TParams, A extends Auth> = { request: Request; body: TBody; params: TParams } & Caller[A];
type RouteContext = { params: Promise<unknown> };

/** Path params and the error a value outside the schema answers with (for an id, the route's own 404). */
type ParamsOption<TParams> = { schema: z.ZodType<TParams>; invalid: () => AppError };

/**
 * Wraps a route handler: refuses cross-site writes (CSRF), parses and validates the JSON body, finds the
 * caller `auth` asks for, validates the path params, turns `AppError`s into their status and anything
 * unexpected into a 500 logged with the method and path.
 */
export function apiRoute<TBody = undefined, TParams = undefined, A extends Auth = "none">(
  options: {
    body?: z.ZodType<TBody>;
    params?: ParamsOption<TParams>;
    auth?: A;
    /** For streaming calls: failures answer as one event of this type, so the page shows the message. */
    errorEvent?: (error: AppError) => string;
  },
  handler: (context: Context<TBody, TParams, A>) => Promise<Response>,
) {
  return async (request: Request, routeContext?: RouteContext) => {
    try {
      if (!SAFE_METHODS.has(request.method)) assertSameSite(request);
      const body = options.body ? await parseBody(request, options.body) : (undefined as TBody);
      const caller = (await identify(request, options.auth ?? "none")) as Caller[A];
      const params = options.params ? await parseParams(routeContext, options.params) : (undefined as TParams);
      return await handler({ request, body, params, ...caller });
    } catch (error) {
      const expected = error instanceof AppError ? error : unavailableError(error);
      if (!(error instanceof AppError)) logError(`${request.method} ${new URL(request.url).pathname}`, error);
      const failure = expected ?? new AppError("internal", "Something went wrong on our side. Please try again.");
      if (options.errorEvent) {
        return new Response(encodeEvent({ type: options.errorEvent(failure), message: failure.message }), {
          status: failure.status,
          headers: { ...SSE_HEADERS, ...failure.headers },
        });
      }
      return toResponse(failure);
    }
  };
}

/** JSON for the caller's eyes only: never stored by a browser or a proxy. */
export function privateJson(data: unknown) {
  return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
}

async function identify(request: Request, auth: Auth): Promise<Caller[Auth]> {
  if (auth === "owner") return resolveOwner(request);
  if (auth === "user") return { user: await requireUser(request) };
  if (auth === "admin") return { user: await requireAdmin(request) };
  return {};
}

async function parseParams<TParams>(routeContext: RouteContext | undefined, option: ParamsOption<TParams>) {
  const parsed = option.schema.safeParse(await routeContext?.params);
  if (!parsed.success) throw option.invalid();
  return parsed.data;
}

const crossSite = () => new AppError("forbidden:cross_site", "Cross-site requests are not allowed.");

/**
 * The origin a same-site call comes from: APP_URL's when it is set; else the request's own, from the
 * forwarded headers only when TRUST_PROXY says a proxy sets them (a client could forge them otherwise).
 */
function ownOrigin(request: Request) {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  const url = new URL(request.url);
  const forwarded = (name: string) => (env.TRUST_PROXY ? request.headers.get(name)?.split(",")[0]?.trim() : undefined);
  const host = forwarded("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const protocol = forwarded("x-forwarded-proto")?.replace(/:?$/, ":") ?? url.protocol;
  return `${protocol}//${host}`;
}

/** A state-changing call from another site is refused; calls without an Origin (non-browser clients) pass. */
function assertSameSite(request: Request) {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (origin !== ownOrigin(request)) throw crossSite();
}

const tooLarge = () => new AppError("payload_too_large", "The request is too large.");

/** The body as text, read piece by piece and refused once past MAX_BODY_BYTES, with or without a Content-Length. */
async function readCapped(request: Request) {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    pieces.push(value);
  }
  return Buffer.concat(pieces).toString("utf8");
}

async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/json")) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const text = await readCapped(request);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("bad_request:json", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError("bad_request:validation", parsed.error.issues[0]?.message ?? "Invalid request.");
  }
  return parsed.data;
}
