import "server-only";
import { desc, type SQL, sql } from "drizzle-orm";
import type { ActivityCount, CountryCount, DailyTraffic, StatsSummary, TopPage } from "@/shared/stats-types";
import { getDb } from "../client";
import {
  conversations,
  dailyCountryViews,
  dailyPathViews,
  dailyStats,
  lessonPlans,
  type messages,
  pageViews,
  roundtables,
  userActivity,
  users,
} from "../schema";
import { notRemoved } from "./owner";
import { rowsOf } from "./rows";
import { liveFrom, TODAY } from "./stats-rollup";

/** Every page view: rolled-up days, plus the rows since. */
const totalPageViews = (from: SQL) =>
  sql<number>`(
  (select coalesce(sum(page_views), 0) from ${dailyStats}) +
  (select count(*) from ${pageViews} where ${pageViews.timestamp} >= ${from})
)`.mapWith(Number);

const countOf = (table: typeof users | typeof messages | typeof lessonPlans) =>
  sql<number>`(select count(*) from ${table})`.mapWith(Number);
/** Conversations and roundtables still in their owners' libraries: a removed one counts as deleted. */
const liveCountOf = (table: typeof conversations | typeof roundtables) =>
  sql<number>`(select count(*) from ${table} where ${notRemoved(table)})`.mapWith(Number);

/** Newest accounts first, at most `limit`. */
export async function listUsers(limit: number, offset: number) {
  const db = await getDb();
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

/** The most recent page views, at most `limit`. */
export async function listPageViews(limit: number) {
  const db = await getDb();
  return db
    .select({
      path: pageViews.path,
      timestamp: pageViews.timestamp,
      userId: pageViews.userId,
      country: pageViews.country,
      countryCode: pageViews.countryCode,
    })
    .from(pageViews)
    .orderBy(desc(pageViews.timestamp))
    .limit(limit);
}

/**
 * Views and distinct visitors (a signed-in user, or else an anonymous session) for each of the last
 * `days` calendar days (UTC) up to today, oldest first; days without traffic count zero. Closed days
 * come from `daily_stats`; today is counted live.
 */
export async function dailyTraffic(days: number): Promise<DailyTraffic[]> {
  const [db, from] = await Promise.all([getDb(), liveFrom()]);
  const result = await db.execute(sql`
    with days as (
      select to_char(day, 'YYYY-MM-DD') as date
      from generate_series((now() at time zone 'UTC')::date - ${days - 1}::int, (now() at time zone 'UTC')::date, interval '1 day') as day
    ),
    live as (
      select to_char((${pageViews.timestamp} at time zone 'UTC')::date, 'YYYY-MM-DD') as date, count(*) as views,
        count(distinct coalesce(${pageViews.userId}, ${pageViews.sessionId})) as users
      from ${pageViews} where ${pageViews.timestamp} >= ${from}
      group by 1
    ),
    traffic as (
      select date, page_views as views, unique_visitors as users from ${dailyStats}
      union all select date, views, users from live
    )
    select days.date, coalesce(traffic.views, 0) as views, coalesce(traffic.users, 0) as users
    from days left join traffic on traffic.date = days.date
    order by days.date`);
  return rowsOf<{ date: string; views: string | number; users: string | number }>(result).map((row) => ({
    date: row.date,
    views: Number(row.views),
    users: Number(row.users),
  }));
}

/** Questions and lesson briefs answered with the safeguarding reply: a count, never their text. */
const safeguardingConcerns = sql<number>`(
  select count(*) from ${userActivity} where ${userActivity.action} = 'safeguarding_concern'
)`.mapWith(Number);

/** The dashboard's activity counts: page views, registrations, chats, lesson plans, roundtables and safeguarding concerns. */
export async function activityCounts(): Promise<ActivityCount[]> {
  const [db, from] = await Promise.all([getDb(), liveFrom()]);
  const [row] = await db
    .select({
      pageViews: totalPageViews(from),
      registrations: countOf(users),
      // A chat is a conversation, as the summary's "Conversations" counts it: one definition, one number.
      chat: liveCountOf(conversations),
      lessonPlan: countOf(lessonPlans),
      roundtable: liveCountOf(roundtables),
      safeguardingConcerns,
    })
    .from(sql`(select 1) as one`);
  return [
    { action: "page_views", count: row?.pageViews ?? 0 },
    { action: "registrations", count: row?.registrations ?? 0 },
    { action: "chat", count: row?.chat ?? 0 },
    { action: "lesson_plan", count: row?.lessonPlan ?? 0 },
    { action: "roundtable", count: row?.roundtable ?? 0 },
    { action: "safeguarding_concerns", count: row?.safeguardingConcerns ?? 0 },
  ];
}

/** Page views per country, most first (ties by code), at most `limit`: closed days' roll-ups plus today. */
export async function countryCounts(limit: number): Promise<CountryCount[]> {
  const [db, from] = await Promise.all([getDb(), liveFrom()]);
  const result = await db.execute(sql`
    select country_code, max(country) as country, sum(views) as count from (
      select country_code, country, views from ${dailyCountryViews}
      union all
      select ${pageViews.countryCode}, coalesce(${pageViews.country}, ${pageViews.countryCode}), count(*)
      from ${pageViews} where ${pageViews.timestamp} >= ${from} and ${pageViews.countryCode} is not null
      group by 1, 2
    ) as views
    group by country_code
    order by sum(views) desc, country_code
    limit ${limit}`);
  return rowsOf<{ country_code: string; country: string; count: string | number }>(result).map((row) => ({
    countryCode: row.country_code,
    country: row.country,
    count: Number(row.count),
  }));
}

/** The most visited paths, most first (ties by path), at most `limit`: closed days' roll-ups plus today. */
export async function topPages(limit: number): Promise<TopPage[]> {
  const [db, from] = await Promise.all([getDb(), liveFrom()]);
  const result = await db.execute(sql`
    select path, sum(views) as views from (
      select path, views from ${dailyPathViews}
      union all
      select ${pageViews.path}, count(*) from ${pageViews} where ${pageViews.timestamp} >= ${from} group by 1
    ) as views
    group by path
    order by sum(views) desc, path
    limit ${limit}`);
  return rowsOf<{ path: string; views: string | number }>(result).map((row) => ({
    path: row.path,
    views: Number(row.views),
  }));
}

export async function summary(): Promise<StatsSummary> {
  const [db, from] = await Promise.all([getDb(), liveFrom()]);
  const [row] = await db
    .select({
      totalUsers: countOf(users),
      totalPageViews: totalPageViews(from),
      totalChats: liveCountOf(conversations),
      totalLessonPlans: countOf(lessonPlans),
      todayViews: sql<number>`(select count(*) from ${pageViews} where ${pageViews.timestamp} >= ${TODAY})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalUsers: 0, totalPageViews: 0, totalChats: 0, totalLessonPlans: 0, todayViews: 0 };
}
