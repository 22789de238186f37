import { apiRoute, privateJson } from "@/lib/api";
import { toPublicUser } from "@/lib/auth/user";

export const dynamic = "force-dynamic";

// GET /api/auth/user — the signed-in user, or 401
export const GET = apiRoute({ auth: "user" }, async ({ user }) => privateJson(toPublicUser(user)));
