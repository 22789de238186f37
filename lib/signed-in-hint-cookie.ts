import "server-only";
import { SESSION_MAX_AGE_SECONDS, useSecureCookies } from "./auth/base-config";
import type { Cookie } from "./auth/session";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/** The hint that this browser holds a session (see lib/signed-in-hint.ts), or its removal. */
export function signedInHintCookie(signedIn: boolean): Cookie {
  return {
    name: SIGNED_IN_HINT_COOKIE,
    value: signedIn ? "1" : "",
    options: { sameSite: "lax", path: "/", secure: useSecureCookies, maxAge: signedIn ? SESSION_MAX_AGE_SECONDS : 0 },
  };
}
