import "server-only";
import { randomUUID } from "node:crypto";
import { insertPageView } from "@/db/queries/analytics";
import { useSecureCookies } from "../auth/base-config";
import { getSessionUser } from "../auth/session";
import { clientIp, truncateIp } from "../client-ip";
import { idCookieHeader, readIdCookie } from "../cookies";
import { logError } from "../log";
import { visitorCookie, visitorIdOf } from "../owner";

const SESSION_COOKIE = "lyceum_sid";
const DAY_SECONDS = 24 * 60 * 60;

const BOTS =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch/i;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Country code and name from the proxy's header (Cloudflare or Vercel), when it sends a real one. */
function countryFrom(headers: Headers) {
  const code = (headers.get("cf-ipcountry") ?? headers.get("x-vercel-ip-country") ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return { countryCode: null, country: null };
  let country: string | null = code;
  try {
    country = regionNames.of(code) ?? code;
  } catch {
    // An unknown code keeps the code as its name.
  }
  return { countryCode: code, country };
}

function cityFrom(headers: Headers) {
  const raw = headers.get("x-vercel-ip-city");
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 100);
  } catch {
    return null;
  }
}

/**
 * A path or referrer without what can hold a secret: the query string, the fragment (tokens), and a shared
 * link's token (a capability), so a shared page counts as `/shared`.
 */
function withoutSecrets(url: string) {
  return (url.split(/[?#]/)[0] ?? "").replace(/\/shared\/[^/]+/, "/shared");
}

function isBot(userAgent: string | null) {
  return !userAgent || BOTS.test(userAgent);
}

/**
 * Records one page view: path, time, user, session, referrer, user agent, country and city, and a
 * truncated address. Returns the cookies to set (a new session or visitor id). Never throws: analytics
 * must not break a page.
 */
export async function recordPageView(request: Request, page: { path: string; referrer?: string }) {
  const cookies: string[] = [];
  const userAgent = request.headers.get("user-agent");
  const path = withoutSecrets(page.path);
  if (isBot(userAgent) || path.startsWith("/api/")) return cookies;

  let sessionId = readIdCookie(request, SESSION_COOKIE);
  if (!sessionId) {
    sessionId = randomUUID();
    cookies.push(idCookieHeader(SESSION_COOKIE, sessionId, DAY_SECONDS, useSecureCookies));
  }
  if (!visitorIdOf(request)) cookies.push(visitorCookie(randomUUID()));

  try {
    const user = await getSessionUser(request);
    const ip = clientIp(request);
    await insertPageView({
      path,
      userAgent: userAgent?.slice(0, 500) ?? null,
      ipAddress: ip ? truncateIp(ip) : null,
      referer: page.referrer ? withoutSecrets(page.referrer).slice(0, 500) || null : null,
      userId: user?.id ?? null,
      sessionId,
      city: cityFrom(request.headers),
      ...countryFrom(request.headers),
    });
  } catch (error) {
    logError("recording a page view", error, { path });
  }
  return cookies;
}
