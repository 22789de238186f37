import { revokeShare } from "@/db/queries/shares";
import { apiRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { findSharedItem } from "@/lib/shares";
import { shareTokenParamsSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:share", "This link is not shared, or sharing was stopped.");
const params = { schema: shareTokenParamsSchema, invalid: notFound };

// GET /api/shares/{token} — what a shared link shows, for anyone holding it (not stored: a stopped share ends at once)
export const GET = apiRoute({ auth: "none", params }, async ({ params }) => {
  const shared = await findSharedItem(params.token);
  if (!shared) throw notFound();
  return Response.json(shared, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
});

// DELETE /api/shares/{token} — stop sharing one of your items: its link answers 404 from now on
export const DELETE = apiRoute({ auth: "user", params }, async ({ user, params }) => {
  if (!(await revokeShare(user.id, params.token))) throw notFound();
  return Response.json({ ok: true });
});
