import "server-only";
import { randomUUID } from "node:crypto";
import type { Owner } from "@/db/queries/owner";
import { useSecureCookies } from "./auth/base-config";
import { getSessionUser } from "./auth/session";
import { idCookieHeader, readIdCookie } from "./cookies";

/** The anonymous visitor's id: analytics visitor and free-trial counter (see the cookie policy). */
export const VISITOR_COOKIE = "lyceum_vid";
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

export function visitorCookie(id: string) {
  return idCookieHeader(VISITOR_COOKIE, id, TWO_YEARS_SECONDS, useSecureCookies);
}

/** This browser's anonymous visitor id, when it has a valid one. */
export const visitorIdOf = (request: Request) => readIdCookie(request, VISITOR_COOKIE);

/**
 * Who is asking: the signed-in user, else the visitor of the `lyceum_vid` cookie (a new one when the
 * browser has none, with the Set-Cookie header to send).
 */
export async function resolveOwner(request: Request) {
  const user = await getSessionUser(request);
  if (user) return { owner: { userId: user.id } as Owner, user, setCookie: undefined };
  const existing = visitorIdOf(request);
  if (existing) return { owner: { anonymousId: existing } as Owner, user, setCookie: undefined };
  const id = randomUUID();
  return { owner: { anonymousId: id } as Owner, user, setCookie: visitorCookie(id) };
}

/** The owner of this request without creating anything: for reading one's own plans and messages. */
export async function currentOwner(request: Request): Promise<Owner | undefined> {
  const user = await getSessionUser(request);
  if (user) return { userId: user.id };
  const existing = visitorIdOf(request);
  return existing ? { anonymousId: existing } : undefined;
}
