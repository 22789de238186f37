import { pingDatabase } from "@/db/queries/health";
import { type DatedModelCheck, type ModelIdentity, modelIdentity, recentModelCheck } from "@/lib/ai/model-check";
import { apiRoute } from "@/lib/api";
import { isAdminRequest } from "@/lib/auth/user";
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

/** What anyone may know of the model: whether one is connected and, once checked, whether it answers. */
function publicModel(model: ModelIdentity | DatedModelCheck) {
  return { connected: !model.builtIn, ...("ok" in model ? { ok: model.ok } : {}) };
}

// GET /api/health — whether the app and its database are up and whether a model is connected; with ?model=1,
// whether the model answers too (one call, its verdict reused for a minute). Only the administrator sees
// which database, which model at which host, and when it was checked. 200 when every part checked is up, else 503.
export const GET = apiRoute({}, async ({ request }) => {
  const checkModel = new URL(request.url).searchParams.get("model") === "1";
  const [database, model] = await Promise.all([databaseHealth(), checkModel ? recentModelCheck() : modelIdentity()]);
  const healthy = database.status === "up" && (!("ok" in model) || model.ok);
  // With the database down nobody can be recognised, and the answer is the public one.
  const admin = database.status === "up" && (await isAdminRequest(request));
  const parts = admin ? { database, model } : { database: { status: database.status }, model: publicModel(model) };
  return Response.json(
    { status: healthy ? "ok" : "down", ...parts },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
