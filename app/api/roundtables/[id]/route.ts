import { removeFromLibrary } from "@/db/queries/removals";
import { findRoundtableWithRounds } from "@/db/queries/roundtables";
import { apiRoute, privateJson } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { idParamsSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:roundtable", "Roundtable not found");
const roundtableRoute = { auth: "user", params: { schema: idParamsSchema, invalid: notFound } } as const;

// GET /api/roundtables/{id} — one of your roundtables: its educators' exchanges and every synthesis
export const GET = apiRoute(roundtableRoute, async ({ user, params }) => {
  const roundtable = await findRoundtableWithRounds(params.id, user.id);
  if (!roundtable) throw notFound();
  return privateJson(roundtable);
});

// DELETE /api/roundtables/{id} — remove one of your roundtables with its conversations (restorable, as above)
export const DELETE = apiRoute(roundtableRoute, async ({ user, params }) => {
  if (!(await removeFromLibrary(user.id, "roundtable", params.id))) throw notFound();
  return Response.json({ ok: true });
});
