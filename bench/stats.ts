/**
 * `npm run bench:stats`: for each level (BENCH_ROWS, default 1,000,000 and 5,000,000), loads that many
 * page views spread over a year into a fresh PostgreSQL database, rolls the closed days up through the
 * app, restarts (a new connection, as a restarted server has), then prints the p50/p95 of every stats
 * call against the 100 ms promise, and of recording one page view.
 * Needs PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, overrideConnection } from "@/db/client";
import { prepareDatabase } from "@/db/migrate";
import { insertPageView } from "@/db/queries/analytics";
import * as stats from "@/db/queries/stats";
import { rollUpClosedDays } from "@/db/queries/stats-rollup";

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_ROWS ?? "1000000,5000000").split(",").map(Number);
const DAYS_OF_TRAFFIC = 365;
const RUNS = 40;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(name: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    call: name,
    "p50 ms": Number(percentile(times, 50).toFixed(2)),
    "p95 ms": Number(percentile(times, 95).toFixed(2)),
  };
}

async function benchLevel(rows: number) {
  const name = `lyceum_bench_${process.pid}_${rows}`;
  const admin = postgres(serverUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let connection = await openDatabase({ url: url.toString() });
  try {
    await prepareDatabase(connection);
    overrideConnection(connection);
    const loadStarted = performance.now();
    await connection.db.execute(sql`
      insert into page_views (path, user_id, session_id, country, country_code, user_agent, timestamp)
      select
        (array['/', '/ask', '/lessons', '/explore', '/about', '/blog', '/contact', '/careers', '/library', '/privacy-policy', '/terms-of-service', '/cookie-policy'])[1 + (i % 12)],
        case when i % 4 = 0 then 'user-' || (i % 5000) end,
        'session-' || (i % 200000),
        (array['United States', 'United Kingdom', 'Canada', 'Australia', 'India', 'Germany', 'Brazil', 'Mexico', 'France', 'Japan', 'Nigeria', 'Kenya'])[1 + (i % 12)],
        (array['US', 'GB', 'CA', 'AU', 'IN', 'DE', 'BR', 'MX', 'FR', 'JP', 'NG', 'KE'])[1 + (i % 12)],
        'Mozilla/5.0 (bench)',
        now() - make_interval(secs => ((i::bigint * 7919) % ${DAYS_OF_TRAFFIC * 86400}::int)::double precision)
      from generate_series(1, ${rows}) as i`);
    await connection.db.execute(sql`analyze page_views`);
    console.info(
      `\n${rows.toLocaleString("en-US")} page views over ${DAYS_OF_TRAFFIC} days: loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const rollStarted = performance.now();
    await rollUpClosedDays();
    console.info(`First roll-up of the closed days: ${((performance.now() - rollStarted) / 1000).toFixed(2)} s (once)`);
    // A restarted server: a new connection, with no plan or cache of the old one.
    await connection.close();
    connection = await openDatabase({ url: url.toString() });
    overrideConnection(connection);
    // Each call, like the route, first checks that the closed days are rolled up.
    const withRollUp =
      <T>(load: () => Promise<T>) =>
      async () => {
        await rollUpClosedDays();
        return load();
      };
    const results = [
      await measure(
        "GET /api/stats/summary",
        withRollUp(() => stats.summary()),
      ),
      await measure(
        "GET /api/stats/daily-traffic",
        withRollUp(() => stats.dailyTraffic(30)),
      ),
      await measure(
        "GET /api/stats/activity",
        withRollUp(() => stats.activityCounts()),
      ),
      await measure(
        "GET /api/stats/countries",
        withRollUp(() => stats.countryCounts(50)),
      ),
      await measure(
        "GET /api/stats/top-pages",
        withRollUp(() => stats.topPages(10)),
      ),
      await measure(
        "GET /api/stats/page-views",
        withRollUp(() => stats.listPageViews(1000)),
      ),
      await measure(
        "GET /api/stats/users",
        withRollUp(() => stats.listUsers(100, 0)),
      ),
      await measure("record a page view", () =>
        insertPageView({
          path: "/bench",
          sessionId: "bench",
          userAgent: "bench",
          countryCode: "US",
          country: "United States",
        }),
      ),
    ];
    console.table(results);
    const slow = results.filter((result) => result.call.startsWith("GET") && result["p95 ms"] >= 100);
    console.info(
      slow.length
        ? `Above the 100 ms p95 aim: ${slow.map((result) => result.call).join(", ")}`
        : "Every stats call: p95 under 100 ms.",
    );
  } finally {
    await connection.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  for (const rows of LEVELS) await benchLevel(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
