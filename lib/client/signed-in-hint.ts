import { SIGNED_IN_HINT_COOKIE } from "../signed-in-hint";

/** Whether this browser holds the hint that it is signed in (lib/signed-in-hint.ts). */
export function hasSignedInHint() {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Drops a hint the server no longer backs (the session ended or expired elsewhere). */
export function clearSignedInHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret flag; the Cookie Store API is not in every browser.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
