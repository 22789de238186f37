import { listPageViews } from "@/db/queries/stats";
import { boundedParam, statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/page-views — the most recent page views (?limit ≤ 5000)
export const GET = statsRoute("GET /api/stats/page-views", (params) =>
  listPageViews(boundedParam(params, "limit", 1000, 5000)),
);
