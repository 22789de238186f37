import { listSavedPlans } from "@/db/queries/lesson-plans";
import { listConversations } from "@/db/queries/library";
import { apiRoute } from "@/lib/api";
import { requireUser } from "@/lib/auth/user";

export const dynamic = "force-dynamic";

// GET /api/library — the signed-in user's saved lesson plans and past conversations, newest first
export const GET = apiRoute({ name: "GET /api/library" }, async ({ request }) => {
  const user = await requireUser(request);
  const [lessonPlans, conversations] = await Promise.all([listSavedPlans(user.id), listConversations(user.id)]);
  return Response.json({ lessonPlans, conversations }, { headers: { "Cache-Control": "private, no-store" } });
});
