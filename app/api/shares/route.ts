import { apiRoute } from "@/lib/api";
import { shareItem } from "@/lib/shares";
import { shareRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/shares — share one of your saved plans or conversations by a read-only link (201 when new)
export const POST = apiRoute({ auth: "user", body: shareRequestSchema }, async ({ user, body }) => {
  const { token, url, created } = await shareItem(user.id, body);
  return Response.json(
    { token, url },
    { status: created ? 201 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
});
