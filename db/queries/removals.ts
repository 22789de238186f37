import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../client";
import { conversations, roundtables, savedLessonPlans } from "../schema";

/** What the library lists, each removable with Undo. */
export type LibraryKind = "lesson_plan" | "conversation" | "roundtable";

/**
 * How long a removed item can be brought back: far longer than the Undo toast's 5 seconds, so a slow
 * network or a late click still restores it; after that it is deleted for good.
 */
export const RESTORE_WINDOW_MS = 10 * 60 * 1000;

const windowStart = sql`now() - make_interval(secs => ${RESTORE_WINDOW_MS / 1000})`;
const withinWindow = (column: AnyPgColumn) => sql`${column} > ${windowStart}`;
/** A roundtable's own removal time, which its seats share while they are removed with it. */
const roundtableRemovedAt = (id: number) =>
  sql`(select ${roundtables.removedAt} from ${roundtables} where ${roundtables.id} = ${id})`;

/**
 * Removes one of the user's items from their library at once: from then on it is listed, opened,
 * continued and read through a share link nowhere, as if deleted, but `restoreFromLibrary` can bring it
 * back whole (a conversation's exchanges, a plan's versions and share link) within the restore window.
 * A roundtable takes its seats' conversations with it. False when the user has no such item.
 */
export async function removeFromLibrary(userId: string, kind: LibraryKind, id: number) {
  const db = await getDb();
  await purgeRemoved();
  if (kind === "lesson_plan") {
    const removed = await db
      .update(savedLessonPlans)
      .set({ removedAt: sql`now()` })
      .where(
        and(
          eq(savedLessonPlans.userId, userId),
          eq(savedLessonPlans.lessonPlanId, id),
          isNull(savedLessonPlans.removedAt),
        ),
      )
      .returning({ id: savedLessonPlans.id });
    return removed.length > 0;
  }
  if (kind === "conversation") {
    const removed = await db
      .update(conversations)
      .set({ removedAt: sql`now()` })
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), isNull(conversations.removedAt)))
      .returning({ id: conversations.id });
    return removed.length > 0;
  }
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(roundtables)
      .set({ removedAt: sql`now()` })
      .where(and(eq(roundtables.id, id), eq(roundtables.userId, userId), isNull(roundtables.removedAt)))
      .returning({ id: roundtables.id });
    if (removed.length === 0) return false;
    await tx
      .update(conversations)
      .set({ removedAt: roundtableRemovedAt(id) })
      .where(and(eq(conversations.roundtableId, id), isNull(conversations.removedAt)));
    return true;
  });
}

/** Brings back an item the user removed within the restore window, as it was; false when there is none. */
export async function restoreFromLibrary(userId: string, kind: LibraryKind, id: number) {
  const db = await getDb();
  if (kind === "lesson_plan") {
    const restored = await db
      .update(savedLessonPlans)
      .set({ removedAt: null })
      .where(
        and(
          eq(savedLessonPlans.userId, userId),
          eq(savedLessonPlans.lessonPlanId, id),
          withinWindow(savedLessonPlans.removedAt),
        ),
      )
      .returning({ id: savedLessonPlans.id });
    return restored.length > 0;
  }
  if (kind === "conversation") {
    const restored = await db
      .update(conversations)
      .set({ removedAt: null })
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId), withinWindow(conversations.removedAt)))
      .returning({ id: conversations.id });
    return restored.length > 0;
  }
  return db.transaction(async (tx) => {
    const [roundtable] = await tx
      .select({ id: roundtables.id })
      .from(roundtables)
      .where(and(eq(roundtables.id, id), eq(roundtables.userId, userId), withinWindow(roundtables.removedAt)))
      .for("update");
    if (!roundtable) return false;
    // Only the seats that left with it: one removed on its own before stays removed.
    await tx
      .update(conversations)
      .set({ removedAt: null })
      .where(and(eq(conversations.roundtableId, id), eq(conversations.removedAt, roundtableRemovedAt(id))));
    await tx.update(roundtables).set({ removedAt: null }).where(eq(roundtables.id, id));
    return true;
  });
}

/** Deletes for good what was removed longer ago than the restore window (with its exchanges and shares). */
export async function purgeRemoved() {
  const db = await getDb();
  for (const table of [savedLessonPlans, roundtables, conversations]) {
    await db.delete(table).where(lt(table.removedAt, windowStart));
  }
}
