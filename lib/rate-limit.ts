import "server-only";
import { hitRateLimit } from "@/db/queries/rate-limits";
import { clientIp, hashIp } from "./client-ip";
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

/** Per-client (per-address) limit for one kind of request. */
export function limitByClient(request: Request, bucket: string, limit: Limit) {
  const ip = clientIp(request);
  return enforceLimit(`${bucket}:ip:${ip ? hashIp(ip) : "unknown"}`, limit);
}
