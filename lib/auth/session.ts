import "server-only";
import { Auth, raw, skipCSRFCheck } from "@auth/core";
import { CredentialsSignin } from "@auth/core/errors";
import { decode } from "next-auth/jwt";
import { deleteSession, findSessionUser, type SessionUser } from "@/db/queries/sessions";
import { readCookie } from "../cookies";
import { sessionCookieName, useSecureCookies } from "./base-config";
import { getAuthConfig } from "./config";
import { authSecret } from "./secret";

export type Cookie = { name: string; value: string; options: Record<string, unknown> };

async function sessionToken(request: Request) {
  const token = readCookie(request, sessionCookieName);
  if (!token) return undefined;
  const payload = await decode({ token, secret: authSecret(), salt: sessionCookieName }).catch(() => null);
  if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return undefined;
  return { sid: payload.sid, userId: payload.sub };
}

/** The signed-in user of this request, or null: the cookie must be valid and its session row alive. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  const user = await findSessionUser(token.sid);
  return user && user.id === token.userId ? user : null;
}

/**
 * Signs in through Auth.js's Credentials provider. Returns the cookies to set, or null for a wrong
 * e-mail or password.
 */
export async function signInWithPassword(request: Request, email: string, password: string) {
  const config = await getAuthConfig();
  const url = new URL("/api/auth/callback/credentials", request.url);
  const callback = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", host: url.host },
    body: new URLSearchParams({ email, password, callbackUrl: "/" }),
  });
  try {
    const result = await Auth(callback, { ...config, raw, skipCSRFCheck });
    const cookies = (result as { cookies?: Cookie[] }).cookies ?? [];
    return cookies.some((cookie) => cookie.name === sessionCookieName) ? cookies : null;
  } catch (error) {
    if (error instanceof CredentialsSignin) return null;
    throw error;
  }
}

/** Ends this request's session on the server; returns the cookie that clears it in the browser. */
export async function signOut(request: Request): Promise<Cookie> {
  const token = await sessionToken(request);
  if (token) await deleteSession(token.sid);
  return {
    name: sessionCookieName,
    value: "",
    options: { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies, maxAge: 0 },
  };
}
