import { dailyTraffic } from "@/db/queries/stats";
import { statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/daily-traffic — views and visitors per day, the last 30 days
export const GET = statsRoute("GET /api/stats/daily-traffic", () => dailyTraffic(30));
