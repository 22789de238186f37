import { listPageViews } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { boundedParam, statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/page-views — the most recent page views (?limit ≤ 5000)
export const GET = apiRoute({ auth: "admin" }, ({ request }) =>
  statsResponse(request, (query) => listPageViews(boundedParam(query, "limit", 1000, 5000))),
);
