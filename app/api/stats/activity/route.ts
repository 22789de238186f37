import { activityCounts } from "@/db/queries/stats";
import { statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/activity — page views, registrations, chats and lesson plans
export const GET = statsRoute("GET /api/stats/activity", () => activityCounts());
