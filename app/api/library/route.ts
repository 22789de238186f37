import { listConversations } from "@/db/queries/conversations";
import { listSavedPlans } from "@/db/queries/lesson-plans";
import { listRoundtables } from "@/db/queries/roundtables";
import { apiRoute, privateJson } from "@/lib/api";

export const dynamic = "force-dynamic";

// GET /api/library — the signed-in user's saved lesson plans, past conversations and roundtables, newest first
export const GET = apiRoute({ auth: "user" }, async ({ user }) => {
  const [lessonPlans, conversations, roundtables] = await Promise.all([
    listSavedPlans(user.id),
    listConversations(user.id),
    listRoundtables(user.id),
  ]);
  return privateJson({ lessonPlans, conversations, roundtables });
});
