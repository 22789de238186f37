import { dailyTraffic } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/daily-traffic — views and visitors per day, the last 30 days
export const GET = apiRoute({ auth: "admin" }, ({ request }) => statsResponse(request, () => dailyTraffic(30)));
