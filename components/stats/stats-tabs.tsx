"use client";

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

/** Spec section 2: five tabs below the summary cards, Traffic first and selected. */
export function StatsTabs({ statistics }: { statistics: Statistics }) {
  const { dailyTraffic, activity, countries, users, topPages } = statistics;
  const trafficRows: ChartRow[] = dailyTraffic.map((day) => ({
    key: day.date,
    label: formatDay(day.date),
    value: formatCount(day.views),
  }));
  const activityRows: ChartRow[] = activity.map((item) => ({
    key: item.action,
    label: actionName(item.action),
    value: formatCount(item.count),
  }));
  const countryRows: ChartRow[] = countries.map((country) => ({
    key: `${country.countryCode}-${country.country}`,
    label: country.country,
    value: formatCount(country.count),
  }));

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
            <ChartFigure
              title="Daily Views"
              description="Views per day over the last 30 days."
              columns={["Date", "Views"]}
              rows={trafficRows}
            >
              <DailyViewsChart data={dailyTraffic} />
            </ChartFigure>
            <ChartFigure
              title="Activity by Type"
              description="Share of each kind of user activity."
              columns={["Activity", "Count"]}
              rows={activityRows}
            >
              <ActivityPieChart data={activity} />
            </ChartFigure>
          </div>
        </TabsContent>

        <TabsContent value="users">
          <UsersTable users={users} />
        </TabsContent>

        <TabsContent value="activity">
          <ChartFigure
            title="Count per Action"
            description="How often each action has happened."
            columns={["Action", "Count"]}
            rows={activityRows}
          >
            <ActivityBarChart data={activity} />
          </ChartFigure>
        </TabsContent>

        <TabsContent value="countries">
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartFigure
              title="Views by Country"
              description="Each country's share of all views."
              columns={["Country", "Views"]}
              rows={countryRows}
            >
              <CountriesPieChart data={countries} />
            </ChartFigure>
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
