import { listUsers } from "@/db/queries/stats";
import { boundedParam, statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/users — registered accounts, newest first (?limit ≤ 500, ?offset)
export const GET = statsRoute("GET /api/stats/users", (params) =>
  listUsers(boundedParam(params, "limit", 100, 500), boundedParam(params, "offset", 0, 1_000_000)),
);
