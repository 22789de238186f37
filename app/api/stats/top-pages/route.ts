import { topPages } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/top-pages — the 10 most visited paths
export const GET = apiRoute({ auth: "admin" }, ({ request }) => statsResponse(request, () => topPages(10)));
