import { listConversations } from "@/db/queries/conversations";
import { listSavedPlans } from "@/db/queries/lesson-plans";
import { apiRoute, privateJson } from "@/lib/api";

export const dynamic = "force-dynamic";

// GET /api/library — the signed-in user's saved lesson plans and past conversations, newest first
export const GET = apiRoute({ auth: "user" }, async ({ user }) => {
  const [lessonPlans, conversations] = await Promise.all([listSavedPlans(user.id), listConversations(user.id)]);
  return privateJson({ lessonPlans, conversations });
});
