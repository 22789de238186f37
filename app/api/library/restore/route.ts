import { restoreFromLibrary } from "@/db/queries/removals";
import { apiRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { restoreRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/library/restore — Undo: bring back a plan, conversation or roundtable you removed moments ago,
// with everything it had (exchanges, versions, its share link); 404 when you removed no such item lately
export const POST = apiRoute({ auth: "user", body: restoreRequestSchema }, async ({ user, body }) => {
  if (!(await restoreFromLibrary(user.id, body.kind, body.id))) {
    throw new AppError("not_found:removed_item", "There is nothing to bring back: it was not removed lately.");
  }
  return Response.json({ ok: true });
});
