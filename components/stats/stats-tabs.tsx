"use client";

import type { ComponentProps } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChartFigure, type ChartRow } from "./chart-figure";
import { actionName, formatCount, formatDay } from "./format";
import { ActivityBarChart, ActivityPieChart, CountriesPieChart, DailyViewsChart } from "./lazy-charts";
import { CountryList, TopPagesList } from "./ranked-lists";
import type { Statistics } from "./use-statistics";
import { UsersTable } from "./users-table";

const TABS = [
  { value: "traffic", label: "Traffic" },
  { value: "users", label: "Users" },
  { value: "activity", label: "Activity" },
  { value: "countries", label: "Countries" },
  { value: "top-pages", label: "Top Pages" },
] as const;

/** A chart's data as the rows of its text alternative: what each point is called, and its count. */
function rowsOf<T>(items: T[], row: (item: T) => [key: string, label: string, count: number]): ChartRow[] {
  return items.map((item) => {
    const [key, label, count] = row(item);
    return { key, label, value: formatCount(count) };
  });
}

/** The tabs' charts, each with its caption and its data as text. */
function figuresOf({ dailyTraffic, activity, countries }: Statistics) {
  const activityRows = rowsOf(activity, (item) => [item.action, actionName(item.action), item.count]);
  return {
    dailyViews: {
      title: "Daily Views",
      description: "Views per day over the last 30 days.",
      columns: ["Date", "Views"],
      rows: rowsOf(dailyTraffic, (day) => [day.date, formatDay(day.date), day.views]),
      children: <DailyViewsChart data={dailyTraffic} />,
    },
    activityByType: {
      title: "Activity by Type",
      description: "Share of each kind of user activity.",
      columns: ["Activity", "Count"],
      rows: activityRows,
      children: <ActivityPieChart data={activity} />,
    },
    countPerAction: {
      title: "Count per Action",
      description: "How often each action has happened.",
      columns: ["Action", "Count"],
      rows: activityRows,
      children: <ActivityBarChart data={activity} />,
    },
    viewsByCountry: {
      title: "Views by Country",
      description: "Each country's share of all views.",
      columns: ["Country", "Views"],
      rows: rowsOf(countries, (country) => [
        `${country.countryCode}-${country.country}`,
        country.country,
        country.count,
      ]),
      children: <CountriesPieChart data={countries} />,
    },
  } satisfies Record<string, ComponentProps<typeof ChartFigure>>;
}

/** Spec section 2: five tabs below the summary cards, Traffic first and selected. */
export function StatsTabs({ statistics }: { statistics: Statistics }) {
  const { countries, users, topPages } = statistics;
  const figures = figuresOf(statistics);

  return (
    <section aria-labelledby="stats-details-heading">
      <h2 id="stats-details-heading" className="sr-only">
        Details
      </h2>
      <Tabs defaultValue="traffic">
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="traffic">
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartFigure {...figures.dailyViews} />
            <ChartFigure {...figures.activityByType} />
          </div>
        </TabsContent>

        <TabsContent value="users">
          <UsersTable users={users} />
        </TabsContent>

        <TabsContent value="activity">
          <ChartFigure {...figures.countPerAction} />
        </TabsContent>

        <TabsContent value="countries">
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartFigure {...figures.viewsByCountry} />
            <CountryList countries={countries} />
          </div>
        </TabsContent>

        <TabsContent value="top-pages">
          <TopPagesList pages={topPages} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
