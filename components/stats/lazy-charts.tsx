"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { CHART_HEIGHTS } from "./chart-figure";

/* recharts loads only on /stats, in the browser: each chart is split out and never server-rendered. */

export const DailyViewsChart = dynamic(() => import("./charts").then((m) => m.DailyViewsChart), {
  ssr: false,
  loading: () => <Skeleton className="w-full" style={{ height: CHART_HEIGHTS.traffic }} />,
});

export const ActivityPieChart = dynamic(() => import("./charts").then((m) => m.ActivityPieChart), {
  ssr: false,
  loading: () => <Skeleton className="w-full" style={{ height: CHART_HEIGHTS.activityPie }} />,
});

export const ActivityBarChart = dynamic(() => import("./charts").then((m) => m.ActivityBarChart), {
  ssr: false,
  loading: () => <Skeleton className="w-full" style={{ height: CHART_HEIGHTS.activityBar }} />,
});

export const CountriesPieChart = dynamic(() => import("./charts").then((m) => m.CountriesPieChart), {
  ssr: false,
  loading: () => <Skeleton className="w-full" style={{ height: CHART_HEIGHTS.countriesPie }} />,
});
