import "server-only";
import { randomBytes } from "node:crypto";
import { findConversationWithMessages } from "@/db/queries/conversations";
import { findPlanVersion } from "@/db/queries/lesson-plan-versions";
import { findLessonPlan } from "@/db/queries/lesson-plans";
import { canShare, findLiveShare, insertShare, type SharedItemRef } from "@/db/queries/shares";
import type { Exchange } from "./client/use-answer-stream";
import type { LessonPlanJson } from "./client/use-lesson-stream";
import { AppError } from "./errors";
import { withGuidance } from "./lessons/content-guidance";
import { siteUrl } from "./site-url";

/** What a shared link shows: the plan or the conversation, and who shared it by first name only. */
export type SharedItem = { sharedBy: string | null } & (
  | { kind: "lesson_plan"; lessonPlan: LessonPlanJson }
  | { kind: "conversation"; conversation: { educatorName: string; title: string | null; exchanges: Exchange[] } }
);

export const sharePath = (token: string) => `/shared/${token}`;

/** 128 random bits: a link nobody can guess, in 22 url-safe characters. */
const newToken = () => randomBytes(16).toString("base64url");

/**
 * Shares one of the user's items (a plan in their library, or a conversation) and returns its link;
 * an item already shared keeps its link. Anyone else's item, or one that does not exist, is a 404.
 * A plan is shared as `versionId`, else as the version on screen; sharing it again moves its link there.
 */
export async function shareItem(userId: string, item: SharedItemRef & { versionId?: number }) {
  if (!(await canShare(userId, item))) {
    throw item.kind === "lesson_plan"
      ? new AppError("not_found:saved_lesson_plan", "This lesson plan is not in your library.")
      : new AppError("not_found:conversation", "Conversation not found");
  }
  const lessonPlanVersionId = item.kind === "lesson_plan" ? await versionToShare(userId, item) : null;
  const { token, created } = await insertShare(userId, { ...item, lessonPlanVersionId }, newToken());
  return { token, url: new URL(sharePath(token), siteUrl).toString(), created };
}

async function versionToShare(userId: string, item: { id: number; versionId?: number }) {
  if (item.versionId === undefined) return (await findLessonPlan(item.id, { userId }))?.versionId ?? null;
  if (!(await findPlanVersion(item.id, item.versionId))) {
    throw new AppError("not_found:lesson_plan_version", "This plan has no such version.");
  }
  return item.versionId;
}

/** The item a live share shows, or undefined for an unknown or stopped share. */
export async function findSharedItem(token: string): Promise<SharedItem | undefined> {
  const share = await findLiveShare(token);
  if (!share) return undefined;
  const sharedBy = share.ownerFirstName;
  if (share.kind === "lesson_plan" && share.lessonPlanId !== null) {
    const plan = await findLessonPlan(share.lessonPlanId, { userId: share.userId });
    if (!plan) return undefined;
    // The version shared, which stays what the link shows while the owner refines further.
    const shown = await findPlanVersion(plan.id, share.lessonPlanVersionId);
    if (!shown) return undefined;
    // The owner's own instructions to the generator stay private: only what the plan view shows is sent.
    const lessonPlan: LessonPlanJson = withGuidance({
      id: plan.id,
      educatorId: plan.educatorId,
      educatorName: plan.educatorName,
      subject: plan.subject,
      gradeLevel: plan.gradeLevel,
      // The lesson pack reads the label in it: Year 3 is eight-year-olds in Australia, seven in England.
      gradeSystem: plan.gradeSystem,
      topic: plan.topic,
      lessonLength: plan.lessonLength,
      customInstructions: null,
      content: shown.content,
      plan: shown.plan,
      model: shown.model,
      createdAt: plan.createdAt.toISOString(),
    });
    return { kind: "lesson_plan", sharedBy, lessonPlan };
  }
  if (share.kind === "conversation" && share.conversationId !== null) {
    const conversation = await findConversationWithMessages(share.conversationId, { userId: share.userId });
    if (!conversation) return undefined;
    const exchanges = conversation.exchanges.map((exchange) => ({
      ...exchange,
      createdAt: exchange.createdAt.toISOString(),
    }));
    return {
      kind: "conversation",
      sharedBy,
      conversation: { educatorName: conversation.educatorName, title: conversation.title, exchanges },
    };
  }
  return undefined;
}
