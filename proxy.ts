import NextAuth from "next-auth";
import { authBaseConfig, sessionRequired } from "@/lib/auth/base-config";
import { toResponse } from "@/lib/errors";

/**
 * The first gate on the calls that need a signed-in teacher: a request without a valid, signed session
 * cookie is answered 401 here, before any handler or query runs. It is never the only guard: each
 * handler checks again that the cookie's session is still in the `sessions` table (and, for the
 * statistics, that the user is the administrator).
 */
const { auth } = NextAuth(() => ({
  ...authBaseConfig(),
  callbacks: {
    authorized: ({ auth: session }) => Boolean(session?.user) || toResponse(sessionRequired()),
  },
}));

export default auth;

export const config = {
  matcher: ["/api/stats/:path*", "/api/library", "/api/saved-lesson-plan", "/api/conversations/:path*", "/api/shares"],
};
