import "server-only";
import { rollUpClosedDays } from "@/db/queries/stats-rollup";
import { apiRoute } from "../api";
import { requireAdmin } from "../auth/user";

/** A stats call: 401 without a session, 403 for anyone but the verified administrator, then `load`. */
export function statsRoute(name: string, load: (params: URLSearchParams) => Promise<unknown>) {
  return apiRoute({ name }, async ({ request }) => {
    await requireAdmin(request);
    await rollUpClosedDays();
    const data = await load(new URL(request.url).searchParams);
    return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
  });
}

/** A bounded whole number from the query string. */
export function boundedParam(params: URLSearchParams, name: string, fallback: number, max: number) {
  const raw = params.get(name);
  const value = Number(raw);
  return raw !== null && raw.trim() !== "" && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}
