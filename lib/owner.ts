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

/** The owner of a request, with the Set-Cookie header to send when a new visitor id was made for it. */
export type ResolvedOwner = { owner: Owner; setCookie?: string };

/**
 * Who is asking: the signed-in user, else the visitor of the `lyceum_vid` cookie (a new one when the
 * browser has none, with the Set-Cookie header to send).
 */
export async function resolveOwner(request: Request): Promise<ResolvedOwner> {
  const user = await getSessionUser(request);
  if (user) return { owner: { userId: user.id } };
  const existing = visitorIdOf(request);
  if (existing) return { owner: { anonymousId: existing } };
  const id = randomUUID();
  return { owner: { anonymousId: id }, setCookie: visitorCookie(id) };
}
