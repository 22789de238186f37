import type { NextAuthConfig } from "next-auth";
import { AppError } from "../errors";
import { logError } from "../log";
import { siteUrl } from "../site-url";
import { authSecret } from "./secret";

/** Sessions last two weeks (the cookie policy's "remember token"). */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
export const useSecureCookies = siteUrl.startsWith("https://");
export const sessionCookieName = `${useSecureCookies ? "__Secure-" : ""}authjs.session-token`;

export const sessionRequired = () => new AppError("unauthorized:session", "Please log in to continue.");

/**
 * Not logged here: answers rather than faults (a wrong password, a forged or expired session cookie),
 * and a failure inside sign-in, which reaches the route and is logged there once, with its cause.
 */
const unloggedErrors = new Set(["CredentialsSignin", "JWTSessionError", "CallbackRouteError"]);

/**
 * What every use of Auth.js shares, without the database, so `proxy.ts` can load it: the secret, the
 * JWT session envelope and its cookie. `lib/auth/config.ts` adds the adapter and the provider.
 */
export const authBaseConfig = () =>
  ({
    basePath: "/api/auth",
    secret: authSecret(),
    trustHost: true,
    useSecureCookies,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    providers: [],
    logger: {
      error(error) {
        if (unloggedErrors.has((error as { type?: string }).type ?? "")) return;
        logError("Auth.js", error);
      },
    },
  }) satisfies NextAuthConfig;
