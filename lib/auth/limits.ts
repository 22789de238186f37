import "server-only";
import { clearRateLimit } from "@/db/queries/rate-limits";
import { clientKey, enforceLimit, fingerprint, type Limit, limitByClient } from "../rate-limit";

const hour = 3600;

/**
 * A whole school shares one address, so per-address limits are generous (≥ 50 registrations and
 * ≥ 100 logins an hour); the tight limits are per e-mail. The failed-login limit is per e-mail *and*
 * address, so an attacker elsewhere can never lock the owner out.
 */
const authLimits = {
  loginPerAddress: { limit: 300, windowSeconds: hour },
  loginPerAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 60, windowSeconds: hour },
  registerPerEmail: { limit: 5, windowSeconds: hour },
  forgotPerAddress: { limit: 60, windowSeconds: hour },
  forgotPerEmail: { limit: 5, windowSeconds: hour },
  resetPerAddress: { limit: 60, windowSeconds: hour },
  resetPerToken: { limit: 10, windowSeconds: hour },
} satisfies Record<string, Limit>;

function limitByValue(bucket: string, value: string, limit: Limit) {
  return enforceLimit(`${bucket}:${fingerprint(value)}`, limit);
}

/** Counts a login attempt; returns the key of the failed-attempt counter, cleared when the login succeeds. */
export async function limitLogin(request: Request, email: string) {
  await limitByClient(request, "login", authLimits.loginPerAddress);
  const attempts = `login-account:${fingerprint(email)}:${clientKey(request)}`;
  await enforceLimit(attempts, authLimits.loginPerAccountAndAddress);
  return [attempts];
}

export async function forgetFailedLogins(keys: string[]) {
  await Promise.all(keys.map((key) => clearRateLimit(key)));
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
