import { listConversations } from "@/db/queries/conversations";
import { listSavedPlans } from "@/db/queries/lesson-plans";
import { listRoundtables } from "@/db/queries/roundtables";
import { listLiveShares } from "@/db/queries/shares";
import { apiRoute, privateJson } from "@/lib/api";
import { withGuidance } from "@/lib/lessons/content-guidance";

export const dynamic = "force-dynamic";

// GET /api/library — the signed-in user's saved lesson plans (with their content guidance), past
// conversations and roundtables, newest first; plans and conversations with their share token (null when not shared)
export const GET = apiRoute({ auth: "user" }, async ({ user }) => {
  const [lessonPlans, conversations, roundtables, shares] = await Promise.all([
    listSavedPlans(user.id),
    listConversations(user.id),
    listRoundtables(user.id),
    listLiveShares(user.id),
  ]);
  const planShares = new Map(shares.map((share) => [share.lessonPlanId, share.token]));
  const conversationShares = new Map(shares.map((share) => [share.conversationId, share.token]));
  return privateJson({
    lessonPlans: lessonPlans.map((plan) => ({ ...withGuidance(plan), shareToken: planShares.get(plan.id) ?? null })),
    conversations: conversations.map((conversation) => ({
      ...conversation,
      shareToken: conversationShares.get(conversation.id) ?? null,
    })),
    roundtables,
  });
});
