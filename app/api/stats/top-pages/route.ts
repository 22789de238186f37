import { topPages } from "@/db/queries/stats";
import { statsRoute } from "@/lib/stats/stats-route";

export const dynamic = "force-dynamic";

// GET /api/stats/top-pages — the 10 most visited paths
export const GET = statsRoute("GET /api/stats/top-pages", () => topPages(10));
