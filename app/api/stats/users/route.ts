import { listUsers } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { boundedParam, statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/users — registered accounts, newest first (?limit ≤ 500, ?offset)
export const GET = apiRoute({ auth: "admin" }, ({ request }) =>
  statsResponse(request, (query) =>
    listUsers(boundedParam(query, "limit", 100, 500), boundedParam(query, "offset", 0, 1_000_000)),
  ),
);
