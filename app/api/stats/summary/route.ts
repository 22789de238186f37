import { summary } from "@/db/queries/stats";
import { statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/summary — the dashboard's totals
export const GET = statsRoute("GET /api/stats/summary", () => summary());
