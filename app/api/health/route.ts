import { pingDatabase } from "@/db/queries/health";
import { modelIdentity, recentModelCheck } from "@/lib/ai/model-check";
import { apiRoute } from "@/lib/api";
import { logError } from "@/lib/log";

export const dynamic = "force-dynamic";

async function databaseHealth() {
  try {
    return { status: "up" as const, kind: await pingDatabase() };
  } catch (error) {
    logError("the health check's database query", error);
    return { status: "down" as const, message: "Lyceum cannot reach its database." };
  }
}

// GET /api/health — whether the database answers and which model answers; with ?model=1, whether the
// model answers too (one call, its verdict reused for a minute). 200 when every part checked is up, else 503.
export const GET = apiRoute({}, async ({ request }) => {
  const checkModel = new URL(request.url).searchParams.get("model") === "1";
  const [database, model] = await Promise.all([databaseHealth(), checkModel ? recentModelCheck() : modelIdentity()]);
  const healthy = database.status === "up" && (!("ok" in model) || model.ok);
  return Response.json(
    { status: healthy ? "ok" : "down", database, model },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
