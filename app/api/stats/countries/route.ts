import { countryCounts } from "@/db/queries/stats";
import { statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/countries — page views per country, most first
export const GET = statsRoute("GET /api/stats/countries", () => countryCounts(50));
