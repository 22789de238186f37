import { apiRoute } from "@/lib/api";
import { requireUser, toPublicUser } from "@/lib/auth/user";

export const dynamic = "force-dynamic";

// GET /api/auth/user — the signed-in user, or 401
export const GET = apiRoute({ name: "GET /api/auth/user" }, async ({ request }) => {
  const user = await requireUser(request);
  return Response.json(toPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
});
