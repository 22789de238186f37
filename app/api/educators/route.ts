import { apiRoute } from "@/lib/api";
import { getCatalogueJson } from "@/lib/educators/catalogue";

export const dynamic = "force-dynamic";

// GET /api/educators — the catalogue, served from memory after the first read
export const GET = apiRoute({}, async () => {
  return new Response(await getCatalogueJson(), {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
    },
  });
});
