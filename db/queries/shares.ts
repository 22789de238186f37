import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../client";
import { conversations, savedLessonPlans, shares, users } from "../schema";
import { notRemoved, ownedLive } from "./owner";

export type ShareKind = "lesson_plan" | "conversation";
export type SharedItemRef = { kind: ShareKind; id: number };
/** A plan's version to show (null: the plan as generated, version 1). */
type SharedVersion = { lessonPlanVersionId?: number | null };

const itemColumns = (item: SharedItemRef) =>
  item.kind === "lesson_plan" ? { lessonPlanId: item.id } : { conversationId: item.id };

const liveShareOf = (item: SharedItemRef) =>
  and(
    isNull(shares.revokedAt),
    item.kind === "lesson_plan" ? eq(shares.lessonPlanId, item.id) : eq(shares.conversationId, item.id),
  );

/** Whether the user may share the item: a plan in their library, or one of their conversations. */
export async function canShare(userId: string, item: SharedItemRef) {
  const db = await getDb();
  const [row] =
    item.kind === "lesson_plan"
      ? await db
          .select({ id: savedLessonPlans.id })
          .from(savedLessonPlans)
          .where(and(eq(savedLessonPlans.lessonPlanId, item.id), ownedLive(savedLessonPlans, { userId })))
      : await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.id, item.id), ownedLive(conversations, { userId })));
  return Boolean(row);
}

/**
 * Shares an item with `token` unless it is already shared; returns the live share's token and whether it
 * is new. Two shares at once keep one: the partial unique index lets only one live row per item in.
 * Sharing a plan again keeps its link and moves it to the version now shared.
 */
export async function insertShare(userId: string, item: SharedItemRef & SharedVersion, token: string) {
  const db = await getDb();
  const version = { lessonPlanVersionId: item.kind === "lesson_plan" ? (item.lessonPlanVersionId ?? null) : null };
  const inserted = await db
    .insert(shares)
    .values({ token, kind: item.kind, userId, ...itemColumns(item), ...version })
    .onConflictDoNothing()
    .returning({ token: shares.token });
  if (inserted[0]) return { token: inserted[0].token, created: true };
  const [live] = await db
    .update(shares)
    .set(version)
    .where(and(liveShareOf(item), eq(shares.userId, userId)))
    .returning({ token: shares.token });
  if (!live) throw new Error("a share was neither inserted nor found");
  return { token: live.token, created: false };
}

/** Stops one of the user's live shares; false when the user has no live share with this token. */
export async function revokeShare(userId: string, token: string) {
  const db = await getDb();
  const revoked = await db
    .update(shares)
    .set({ revokedAt: new Date() })
    .where(and(eq(shares.token, token), eq(shares.userId, userId), isNull(shares.revokedAt)))
    .returning({ id: shares.id });
  return revoked.length > 0;
}

/** The user's live shares, for the library's "Shared" state. */
export async function listLiveShares(userId: string) {
  const db = await getDb();
  return db
    .select({ token: shares.token, lessonPlanId: shares.lessonPlanId, conversationId: shares.conversationId })
    .from(shares)
    .where(and(eq(shares.userId, userId), isNull(shares.revokedAt)));
}

/**
 * A live share by its token, with the owner's first name (nothing else of the account). A share answers
 * only while its item is in the owner's library: a plan still saved, a conversation not removed (while
 * either waits for Undo, its link is dead; Undo brings the link back with it).
 */
export async function findLiveShare(token: string) {
  const db = await getDb();
  const [share] = await db
    .select({
      kind: shares.kind,
      lessonPlanId: shares.lessonPlanId,
      lessonPlanVersionId: shares.lessonPlanVersionId,
      conversationId: shares.conversationId,
      userId: shares.userId,
      ownerFirstName: users.firstName,
      savedPlanId: savedLessonPlans.lessonPlanId,
      liveConversationId: conversations.id,
    })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.userId))
    .leftJoin(
      savedLessonPlans,
      and(
        eq(savedLessonPlans.userId, shares.userId),
        eq(savedLessonPlans.lessonPlanId, shares.lessonPlanId),
        notRemoved(savedLessonPlans),
      ),
    )
    .leftJoin(conversations, and(eq(conversations.id, shares.conversationId), notRemoved(conversations)))
    .where(and(eq(shares.token, token), isNull(shares.revokedAt)));
  if (!share) return undefined;
  const { savedPlanId, liveConversationId, ...live } = share;
  return (share.kind === "lesson_plan" ? savedPlanId : liveConversationId) === null ? undefined : live;
}
