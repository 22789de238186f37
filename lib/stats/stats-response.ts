import "server-only";
import { rollUpClosedDays } from "@/db/queries/stats-rollup";
import { privateJson } from "../api";

/** A stats answer: closed days are rolled up first, so `load` reads a few hundred rows plus today's. */
export async function statsResponse(request: Request, load: (query: URLSearchParams) => Promise<unknown>) {
  await rollUpClosedDays();
  return privateJson(await load(new URL(request.url).searchParams));
}

/** A bounded whole number from the query string. */
export function boundedParam(query: URLSearchParams, name: string, fallback: number, max: number) {
  const raw = query.get(name);
  const value = Number(raw);
  return raw !== null && raw.trim() !== "" && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}
