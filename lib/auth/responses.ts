import "server-only";
import { NextResponse } from "next/server";
import type { Cookie } from "./session";

/** A JSON response that also sets cookies. */
export function jsonWithCookies(body: unknown, cookies: Cookie[], init: ResponseInit = {}) {
  const response = NextResponse.json(body, init);
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
