import { apiRoute } from "@/lib/api";
import { jsonWithCookies } from "@/lib/auth/responses";
import { signOut } from "@/lib/auth/session";
import { signedInHintCookie } from "@/lib/signed-in-hint-cookie";

export const dynamic = "force-dynamic";

// POST /api/auth/logout — end this session on the server and clear its cookie
export const POST = apiRoute({}, async ({ request }) => {
  return jsonWithCookies({ ok: true }, [await signOut(request), signedInHintCookie(false)]);
});
