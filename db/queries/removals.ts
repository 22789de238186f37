import "server-only";
import { and, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../client";
import { conversations, roundtables, savedLessonPlans, shares } from "../schema";
import { notRemoved, ownedLive } from "./owner";

/** What the library lists, each removable with Undo. */
export type LibraryKind = "lesson_plan" | "conversation" | "roundtable";

/**
 * How long a removed item can be brought back: far longer than the Undo toast's 5 seconds, so a slow
 * network or a late click still restores it; after that it is deleted for good.
 */
export const RESTORE_WINDOW_MS = 10 * 60 * 1000;

type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

const windowStart = sql`now() - make_interval(secs => ${RESTORE_WINDOW_MS / 1000})`;
const withinWindow = (column: AnyPgColumn) => sql`${column} > ${windowStart}`;
/** A roundtable's own removal time, which its seats share while they are removed with it. */
const roundtableRemovedAt = (id: number) =>
  sql`(select ${roundtables.removedAt} from ${roundtables} where ${roundtables.id} = ${id})`;
/** The seats that left with their roundtable (one removed on its own before has another time). */
const seatsRemovedWith = (id: number) =>
  sql`(select ${conversations.id} from ${conversations} where ${conversations.roundtableId} = ${id}
    and ${conversations.removedAt} = ${roundtableRemovedAt(id)})`;

/** A plan in the user's library, or one of the user's conversations: its row, and the shares of it. */
const itemOf = (userId: string, kind: Exclude<LibraryKind, "roundtable">, id: number) =>
  kind === "lesson_plan"
    ? {
        table: savedLessonPlans,
        row: and(eq(savedLessonPlans.userId, userId), eq(savedLessonPlans.lessonPlanId, id)) as SQL,
        shares: and(eq(shares.userId, userId), eq(shares.lessonPlanId, id)) as SQL,
      }
    : {
        table: conversations,
        row: and(eq(conversations.id, id), eq(conversations.userId, userId)) as SQL,
        shares: eq(shares.conversationId, id),
      };

/**
 * A removal revokes the item's live links at the removal's own time (`now()` is the transaction's), so
 * Undo brings back exactly those, and a link revoked before, by hand or by an earlier removal, stays dead.
 */
const revokeShares = (tx: Transaction, ofItem: SQL | undefined) =>
  tx
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(and(ofItem, isNull(shares.revokedAt)));
const unrevokeShares = (tx: Transaction, ofItem: SQL | undefined, removedAt: SQL) =>
  tx
    .update(shares)
    .set({ revokedAt: null })
    .where(and(ofItem, eq(shares.revokedAt, removedAt)));

/**
 * Removes one of the user's items from their library at once: from then on it is listed, opened and
 * continued nowhere, as if deleted, and its share links are revoked; `restoreFromLibrary` can bring it back
 * whole (a conversation's exchanges, a plan's versions and share link) within the restore window.
 * A roundtable takes its seats' conversations with it. False when the user has no such item.
 */
export async function removeFromLibrary(userId: string, kind: LibraryKind, id: number) {
  const db = await getDb();
  if (kind !== "roundtable") {
    const item = itemOf(userId, kind, id);
    return db.transaction(async (tx) => {
      const removed = await tx
        .update(item.table)
        .set({ removedAt: sql`now()` })
        .where(and(item.row, notRemoved(item.table)))
        .returning({ id: item.table.id });
      if (removed.length === 0) return false;
      await revokeShares(tx, item.shares);
      return true;
    });
  }
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(roundtables)
      .set({ removedAt: sql`now()` })
      .where(and(eq(roundtables.id, id), ownedLive(roundtables, { userId })))
      .returning({ id: roundtables.id });
    if (removed.length === 0) return false;
    await tx
      .update(conversations)
      .set({ removedAt: roundtableRemovedAt(id) })
      .where(and(eq(conversations.roundtableId, id), notRemoved(conversations)));
    await revokeShares(tx, inArray(shares.conversationId, seatsRemovedWith(id)));
    return true;
  });
}

/** Brings back an item the user removed within the restore window, as it was; false when there is none. */
export async function restoreFromLibrary(userId: string, kind: LibraryKind, id: number) {
  const db = await getDb();
  if (kind !== "roundtable") {
    const item = itemOf(userId, kind, id);
    const removedAt = sql`(select ${item.table.removedAt} from ${item.table} where ${item.row})`;
    return db.transaction(async (tx) => {
      const [removed] = await tx
        .select({ id: item.table.id })
        .from(item.table)
        .where(and(item.row, withinWindow(item.table.removedAt)))
        .for("update");
      if (!removed) return false;
      await unrevokeShares(tx, item.shares, removedAt);
      await tx.update(item.table).set({ removedAt: null }).where(eq(item.table.id, removed.id));
      return true;
    });
  }
  return db.transaction(async (tx) => {
    const [roundtable] = await tx
      .select({ id: roundtables.id })
      .from(roundtables)
      .where(and(eq(roundtables.id, id), eq(roundtables.userId, userId), withinWindow(roundtables.removedAt)))
      .for("update");
    if (!roundtable) return false;
    await unrevokeShares(tx, inArray(shares.conversationId, seatsRemovedWith(id)), roundtableRemovedAt(id));
    // Only the seats that left with it: one removed on its own before stays removed.
    await tx
      .update(conversations)
      .set({ removedAt: null })
      .where(and(eq(conversations.roundtableId, id), eq(conversations.removedAt, roundtableRemovedAt(id))));
    await tx.update(roundtables).set({ removedAt: null }).where(eq(roundtables.id, id));
    return true;
  });
}

/**
 * Deletes for good what was removed longer ago than the restore window, with its exchanges (the daily
 * maintenance runs it: until then, such an item is seen nowhere and cannot be restored); its share links
 * were revoked when it was removed, and stay so (a plan's own row outlives its place in the library).
 */
export async function purgeRemoved() {
  const db = await getDb();
  for (const table of [savedLessonPlans, roundtables, conversations]) {
    await db.delete(table).where(lt(table.removedAt, windowStart));
  }
}
