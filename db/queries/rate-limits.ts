import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { rateLimits } from "../schema";

/**
 * Counts one hit against `key` in a fixed window, atomically (one statement), so the count holds
 * across restarts and several app instances. Returns the count within the current window.
 */
export async function hitRateLimit(key: string, windowSeconds: number) {
  const db = await getDb();
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}

/** Forgets a key, e.g. the failed-login counter after a successful login. */
export async function clearRateLimit(key: string) {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Drops windows that have ended. */
export async function pruneRateLimits() {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}

/** Whether `key` has a window still open (used as a mark, e.g. "this address has signed in to this account"). */
export async function hasRateLimit(key: string) {
  const db = await getDb();
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`)
    .limit(1);
  return row !== undefined;
}
