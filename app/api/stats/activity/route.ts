import { activityCounts } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/activity — page views, registrations, chats and lesson plans
export const GET = apiRoute({ auth: "admin" }, ({ request }) => statsResponse(request, () => activityCounts()));
