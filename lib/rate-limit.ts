import "server-only";
import { createHash, createHmac } from "node:crypto";
import { hitRateLimit } from "@/db/queries/rate-limits";
import { authSecret } from "./auth/secret";
import { clientIp } from "./client-ip";
import { AppError } from "./errors";

export type Limit = { limit: number; windowSeconds: number };

/** Counts a hit against `key`; past the limit, a 429 with Retry-After. */
export async function enforceLimit(key: string, { limit, windowSeconds }: Limit) {
  const { count, expiresAt } = await hitRateLimit(key, windowSeconds);
  if (count <= limit) return;
  const retryAfter = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    `rate_limited:${key.split(":")[0]}`,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * A one-way fingerprint for counter keys, keyed with the auth secret: the rate_limits table never holds
 * an address or an e-mail, and its keys cannot be matched back by hashing guesses without the secret.
 */
export function fingerprint(value: string) {
  return createHmac("sha256", createHash("sha256").update(`rate-limit:${authSecret()}`).digest())
    .update(value)
    .digest("base64url")
    .slice(0, 22);
}

/** The fingerprint of this request's client address ("unknown" when it has none). */
export function clientKey(request: Request) {
  const ip = clientIp(request);
  return ip ? fingerprint(`ip:${ip}`) : "unknown";
}

/** Per-client (per-address) limit for one kind of request. */
export function limitByClient(request: Request, bucket: string, limit: Limit) {
  return enforceLimit(`${bucket}:ip:${clientKey(request)}`, limit);
}
