/**
 * A non-secret cookie the server sets at login and clears at logout, readable by the page, so a
 * visitor who never signed in is not sent to `GET /api/auth/user` just to hear its 401. It proves
 * nothing: the session cookie (HttpOnly) stays the only credential, and a stale hint costs one call.
 */
export const SIGNED_IN_HINT_COOKIE = "lyceum_signed_in";

export function hasSignedInHint() {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Drops a hint the server no longer backs (the session ended or expired elsewhere). */
export function clearSignedInHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret flag; the Cookie Store API is not in every browser.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
