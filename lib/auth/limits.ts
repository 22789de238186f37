import "server-only";
import { clearRateLimit, hasRateLimit, hitRateLimit } from "@/db/queries/rate-limits";
import { visitorIdOf } from "../owner";
import { clientKey, enforceLimit, fingerprint, type Limit, limitByClient } from "../rate-limit";

const hour = 3600;

/**
 * A whole school shares one address, so per-address limits are generous (≥ 50 registrations and
 * ≥ 100 logins an hour); the tight limits are per e-mail. The failed-login limit is per e-mail *and*
 * address, so an attacker elsewhere can never lock the owner out; a looser ceiling per e-mail across all
 * addresses slows an attacker who spreads guesses over many, and does not apply where the owner has
 * signed in before (that address, or that browser's visitor cookie).
 */
const authLimits = {
  loginPerAddress: { limit: 300, windowSeconds: hour },
  loginPerAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 20, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 60, windowSeconds: hour },
  registerPerEmail: { limit: 5, windowSeconds: hour },
  forgotPerAddress: { limit: 60, windowSeconds: hour },
  forgotPerEmail: { limit: 5, windowSeconds: hour },
  resetPerAddress: { limit: 60, windowSeconds: hour },
  resetPerToken: { limit: 10, windowSeconds: hour },
  resendPerAddress: { limit: 60, windowSeconds: hour },
  resendPerAccount: { limit: 5, windowSeconds: hour },
} satisfies Record<string, Limit>;

function limitByValue(bucket: string, value: string, limit: Limit) {
  return enforceLimit(`${bucket}:${fingerprint(value)}`, limit);
}

/** Where the owner has signed in: its address and, when it has one, its browser's visitor id. */
function knownPlaceKeys(request: Request, email: string) {
  const account = fingerprint(email);
  const visitor = visitorIdOf(request);
  return [
    `login-known:${account}:ip:${clientKey(request)}`,
    ...(visitor ? [`login-known:${account}:visitor:${fingerprint(visitor)}`] : []),
  ];
}

/** Counts a login attempt; returns the keys of the failed-attempt counters, cleared when the login succeeds. */
export async function limitLogin(request: Request, email: string) {
  await limitByClient(request, "login", authLimits.loginPerAddress);
  const attempts = `login-account:${fingerprint(email)}:${clientKey(request)}`;
  await enforceLimit(attempts, authLimits.loginPerAccountAndAddress);
  const anywhere = `login-any:${fingerprint(email)}`;
  const known = await Promise.all(knownPlaceKeys(request, email).map(hasRateLimit));
  if (!known.includes(true)) await enforceLimit(anywhere, authLimits.loginPerAccount);
  return [attempts, anywhere];
}

/** After a successful login: the failed attempts are forgotten, and this place is remembered for 90 days. */
export async function forgetFailedLogins(request: Request, email: string, keys: string[]) {
  await Promise.all([
    ...keys.map((key) => clearRateLimit(key)),
    ...knownPlaceKeys(request, email).map((key) => hitRateLimit(key, 90 * 24 * hour)),
  ]);
}

export async function limitRegistration(request: Request, email: string) {
  await limitByClient(request, "register", authLimits.registerPerAddress);
  await limitByValue("register-email", email, authLimits.registerPerEmail);
}

export async function limitForgotPassword(request: Request, email: string) {
  await limitByClient(request, "forgot", authLimits.forgotPerAddress);
  await limitByValue("forgot-email", email, authLimits.forgotPerEmail);
}

export async function limitResetPassword(request: Request, token: string) {
  await limitByClient(request, "reset", authLimits.resetPerAddress);
  await limitByValue("reset-token", token, authLimits.resetPerToken);
}

export async function limitVerificationResend(request: Request, userId: string) {
  await limitByClient(request, "resend", authLimits.resendPerAddress);
  await limitByValue("resend-account", userId, authLimits.resendPerAccount);
}
