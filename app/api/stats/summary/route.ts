import { summary } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/summary — the dashboard's totals
export const GET = apiRoute({ auth: "admin" }, ({ request }) => statsResponse(request, () => summary()));
