/**
 * A non-secret cookie the server sets at login and clears at logout, readable by the page, so a
 * visitor who never signed in is not sent to `GET /api/auth/user` just to hear its 401. It proves
 * nothing: the session cookie (HttpOnly) stays the only credential, and a stale hint costs one call.
 * The server writes it (signed-in-hint-cookie.ts) and the page reads it (client/signed-in-hint.ts).
 */
export const SIGNED_IN_HINT_COOKIE = "lyceum_signed_in";
