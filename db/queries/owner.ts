import "server-only";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../client";
import { conversations, lessonPlans, messages, roundtableSyntheses, roundtables, savedLessonPlans } from "../schema";

/** Who made a plan or a message: a signed-in user, or an anonymous visitor's id. */
export type Owner = { userId: string; anonymousId?: undefined } | { userId?: undefined; anonymousId: string };

/** The rows of `owner`: by user id when signed in, else by anonymous id among rows without a user. */
export function ownedBy(table: { userId: PgColumn; anonymousId?: PgColumn }, owner: Owner): SQL {
  if (owner.userId) return eq(table.userId, owner.userId);
  // Rows only an account has (a library's saved plans): a visitor owns none.
  if (!table.anonymousId) return sql`false`;
  return and(isNull(table.userId), eq(table.anonymousId, owner.anonymousId)) as SQL;
}

/**
 * Not removed from its owner's library: a removed row waits for Undo, then the daily purge, and meanwhile
 * is read nowhere, as if deleted.
 */
export const notRemoved = (table: { removedAt: PgColumn }) => isNull(table.removedAt);

/** The owner's rows still in their library: what every read of a teacher's own work asks for. */
export const ownedLive = (table: { userId: PgColumn; anonymousId?: PgColumn; removedAt: PgColumn }, owner: Owner) =>
  and(ownedBy(table, owner), notRemoved(table)) as SQL;

export function ownerColumns(owner: Owner) {
  return { userId: owner.userId ?? null, anonymousId: owner.anonymousId ?? null };
}

/**
 * On registration and on login, the plans, conversations and roundtables made in this browser before signing in
 * become the user's, and the plans join the user's library (a visitor cannot save, so this is where the
 * teacher will look for them).
 */
export async function adoptVisitorWork(userId: string, anonymousId: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const table of [roundtables, conversations, messages, roundtableSyntheses]) {
      await tx
        .update(table)
        .set({ userId })
        .where(and(isNull(table.userId), eq(table.anonymousId, anonymousId)));
    }
    const plans = await tx
      .update(lessonPlans)
      .set({ userId })
      .where(and(isNull(lessonPlans.userId), eq(lessonPlans.anonymousId, anonymousId)))
      .returning({ id: lessonPlans.id });
    if (plans.length > 0) {
      await tx
        .insert(savedLessonPlans)
        .values(plans.map((plan) => ({ userId, lessonPlanId: plan.id })))
        .onConflictDoNothing();
    }
  });
}
