"use client";

import { useQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "@/lib/client/http";
import type {
  ActivityCount,
  CountryCount,
  DailyTraffic,
  StatsPageView,
  StatsSummary,
  StatsUser,
  TopPage,
} from "@/shared/stats-types";

export type Statistics = {
  users: StatsUser[];
  pageViews: StatsPageView[];
  dailyTraffic: DailyTraffic[];
  activity: ActivityCount[];
  countries: CountryCount[];
  summary: StatsSummary;
  topPages: TopPage[];
};

const EMPTY_STATISTICS: Statistics = {
  users: [],
  pageViews: [],
  dailyTraffic: [],
  activity: [],
  countries: [],
  summary: { totalUsers: 0, totalPageViews: 0, totalChats: 0, totalLessonPlans: 0, todayViews: 0 },
  topPages: [],
};

const statisticsKey = ["stats-dashboard"] as const;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include" });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Spec section 7: the stats calls run one after another, in this order. */
async function fetchStatistics(): Promise<Statistics> {
  const users = await getJson<StatsUser[]>("/api/stats/users");
  const pageViews = await getJson<StatsPageView[]>("/api/stats/page-views");
  const dailyTraffic = await getJson<DailyTraffic[]>("/api/stats/daily-traffic");
  const activity = await getJson<ActivityCount[]>("/api/stats/activity");
  const countries = await getJson<CountryCount[]>("/api/stats/countries");
  const summary = await getJson<StatsSummary>("/api/stats/summary");
  const topPages = await getJson<TopPage[]>("/api/stats/top-pages");
  return { users, pageViews, dailyTraffic, activity, countries, summary, topPages };
}

/**
 * Spec section 4: a failed fetch is only logged, and loading ends with empty data.
 * Every visit to /stats fetches afresh (staleTime 0), so a failure is not kept for good.
 */
export function useStatistics(enabled: boolean) {
  const query = useQuery({
    queryKey: statisticsKey,
    queryFn: async () => {
      try {
        return await fetchStatistics();
      } catch (error) {
        console.error("Failed to fetch statistics", error);
        return EMPTY_STATISTICS;
      }
    },
    enabled,
    staleTime: 0,
  });
  return { statistics: query.data ?? EMPTY_STATISTICS, isLoading: query.isLoading };
}
