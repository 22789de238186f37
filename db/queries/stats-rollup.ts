import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "../client";
import { rowsOf } from "./rows";

/** The start of today (UTC), as SQL. */
export const TODAY = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/**
 * Where the roll-ups end: page views from here on are counted live (none rolled up yet: all of them).
 * A day is rolled up only five minutes after it ends, so a view written a moment late still lands in
 * its day. Read as a value before the dashboard's queries, never as a subquery inside them: the planner
 * then sees the boundary and counts today's rows through the timestamp index instead of guessing a third
 * of the table and scanning every page view.
 */
export async function liveFrom(): Promise<SQL> {
  const db = await getDb();
  const [row] = rowsOf<{ live_from: string | null }>(
    await db.execute(sql`select to_char(max(date)::date + 1, 'YYYY-MM-DD') as live_from from daily_stats`),
  );
  return row?.live_from ? sql`(${row.live_from}::date::timestamp at time zone 'UTC')` : sql`'-infinity'::timestamptz`;
}
const FIRST_OPEN_DAY = sql`((now() - interval '5 minutes') at time zone 'UTC')::date`;

/**
 * Rolls every closed UTC day up into `daily_stats`, `daily_path_views` and `daily_country_views`,
 * once: days already rolled up are skipped, so a call costs one small query when nothing is new.
 * The dashboard then reads a few hundred rollup rows plus today's page views, not every page view.
 */
export async function rollUpClosedDays() {
  const db = await getDb();
  const [state] = rowsOf<{ next_day: string | null; closed: boolean }>(
    await db.execute(sql`
      select next_day::text, next_day < ${FIRST_OPEN_DAY} as closed from (
        select coalesce(
          (select max(date)::date + 1 from daily_stats),
          (select (min(timestamp) at time zone 'UTC')::date from page_views)
        ) as next_day
      ) as state`),
  );
  if (!state?.next_day || !state.closed) return;
  // A range on the column itself (not a cast of it), so an index on the timestamp can serve it.
  const onDay = (column: SQL) => sql`${column} >= days.day::timestamp at time zone 'UTC'
    and ${column} < (days.day + 1)::timestamp at time zone 'UTC'`;
  await db.transaction(async (tx) => {
    // One roll-up at a time; a second caller waits, then finds the days done.
    await tx.execute(sql`select pg_advisory_xact_lock(2026112301)`);
    const range = sql`(select day::date as day from generate_series(
        greatest(${state.next_day}::date, coalesce((select max(date)::date + 1 from daily_stats), ${state.next_day}::date)),
        ${FIRST_OPEN_DAY} - 1,
        interval '1 day') as day)`;
    await tx.execute(sql`
      insert into daily_stats (date, page_views, unique_visitors, new_users, chat_sessions, lesson_plans)
      select to_char(days.day, 'YYYY-MM-DD'),
        (select count(*) from page_views v where ${onDay(sql`v.timestamp`)}),
        (select count(distinct coalesce(v.user_id, v.session_id)) from page_views v where ${onDay(sql`v.timestamp`)}),
        (select count(*) from users u where ${onDay(sql`u.created_at`)}),
        (select count(*) from conversations c where ${onDay(sql`c.created_at`)}),
        (select count(*) from lesson_plans l where ${onDay(sql`l.created_at`)})
      from ${range} as days
      on conflict (date) do nothing`);
    const closed = sql`v.timestamp >= ${state.next_day}::date::timestamp at time zone 'UTC'
      and v.timestamp < ${FIRST_OPEN_DAY}::timestamp at time zone 'UTC'`;
    await tx.execute(sql`
      insert into daily_path_views (date, path, views)
      select to_char((v.timestamp at time zone 'UTC')::date, 'YYYY-MM-DD'), v.path, count(*)
      from page_views v where ${closed}
      group by 1, 2
      on conflict do nothing`);
    await tx.execute(sql`
      insert into daily_country_views (date, country_code, country, views)
      select to_char((v.timestamp at time zone 'UTC')::date, 'YYYY-MM-DD'), v.country_code, max(coalesce(v.country, v.country_code)), count(*)
      from page_views v where ${closed} and v.country_code is not null
      group by 1, 2
      on conflict do nothing`);
  });
}
