import { countryCounts } from "@/db/queries/stats";
import { apiRoute } from "@/lib/api";
import { statsResponse } from "@/lib/stats/stats-response";

export const dynamic = "force-dynamic";

// GET /api/stats/countries — page views per country, most first
export const GET = apiRoute({ auth: "admin" }, ({ request }) => statsResponse(request, () => countryCounts(50)));
