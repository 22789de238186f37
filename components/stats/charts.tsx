"use client";

import type { ComponentProps, CSSProperties, ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Pie,
  PieChart,
  type PieLabelRenderProps,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { activityLabel, chartColor, countrySlices, MIN_LABELLED_SHARE, shareText } from "@/lib/stats/presentation";
import type { ActivityCount, CountryCount, DailyTraffic } from "@/shared/stats-types";
import { CHART_HEIGHTS } from "./chart-figure";
import { actionName, formatDay } from "./format";

/* Theme tokens, so axes, labels and tooltips stay readable in light and dark mode. */
const TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const AXIS_STROKE = "var(--border)";
const TOOLTIP_CONTENT: CSSProperties = {
  background: "var(--popover)",
  color: "var(--popover-foreground)",
  border: "1px solid var(--border)",
  borderRadius: "0.5rem",
  fontSize: "0.875rem",
};
const TOOLTIP_TEXT: CSSProperties = { color: "var(--popover-foreground)" };

/** Pie slices and bars take their colour from the data item's `fill`. */
function withColors<T extends object>(items: T[]) {
  return items.map((item, index) => ({ ...item, fill: chartColor(index) }));
}

type SliceTextProps = Pick<PieLabelRenderProps, "x" | "y" | "textAnchor"> & { children: string };

/** A pie slice label drawn in the foreground colour, with recharts' own label class. */
function SliceText({ x, y, textAnchor, children }: SliceTextProps) {
  return (
    <text
      className="recharts-pie-label-text"
      x={x}
      y={y}
      textAnchor={textAnchor}
      dominantBaseline="central"
      fill="var(--foreground)"
      fontSize={12}
    >
      {children}
    </text>
  );
}

/* recharts gives the label function `percent` as 0..1; thin slices are named only in the legend. */
const activitySliceLabel = ({ x, y, textAnchor, name, percent = 0 }: PieLabelRenderProps) =>
  percent < MIN_LABELLED_SHARE ? null : (
    <SliceText x={x} y={y} textAnchor={textAnchor}>
      {activityLabel(String(name ?? ""), percent)}
    </SliceText>
  );

/* Country codes, not names: a name like "United Kingdom" runs off a phone-wide pie. */
const countrySliceLabel = ({ x, y, textAnchor, payload, percent = 0 }: PieLabelRenderProps) =>
  percent < MIN_LABELLED_SHARE ? null : (
    <SliceText x={x} y={y} textAnchor={textAnchor}>
      {`${String((payload as CountryCount).countryCode)} ${Math.round(percent * 100)}%`}
    </SliceText>
  );

/** Every slice with its colour and share, under the pie. */
function PieLegend({ slices }: { slices: { key: string; label: string; count: number }[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0) || 1;
  return (
    <ul data-testid="pie-legend" className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
      {slices.map((slice, index) => (
        <li key={slice.key} className="flex items-center gap-1.5">
          <span className="size-2.5 shrink-0 rounded-sm" style={{ background: chartColor(index) }} />
          {slice.label} {shareText(slice.count / total)}
        </li>
      ))}
    </ul>
  );
}

/** Traffic tab: daily views by date. */
export function DailyViewsChart({ data }: { data: DailyTraffic[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHTS.traffic}>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={AXIS_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={TICK} stroke={AXIS_STROKE} minTickGap={16} />
        <YAxis allowDecimals={false} tick={TICK} stroke={AXIS_STROKE} width={40} />
        <Tooltip
          contentStyle={TOOLTIP_CONTENT}
          labelStyle={TOOLTIP_TEXT}
          itemStyle={TOOLTIP_TEXT}
          cursor={{ stroke: AXIS_STROKE }}
          labelFormatter={(label) => formatDay(String(label))}
        />
        <Line
          type="monotone"
          dataKey="views"
          name="Views"
          stroke={chartColor(0)}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4 }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * A pie of shares with every slice in the legend under it: `data` is drawn, `legend` names its slices in
 * the same order. Only the props a pie sets are passed, so recharts' defaults hold for the rest.
 */
function SharePie<T extends { count: number }>({
  data,
  legend,
  height,
  ...pie
}: {
  data: T[];
  legend: { key: string; label: string; count: number }[];
  height: number;
  nameKey: keyof T & string;
  outerRadius: string;
  label: (props: PieLabelRenderProps) => ReactNode;
  labelLine?: false;
  tooltip?: ComponentProps<typeof Tooltip>["formatter"];
}) {
  const { tooltip, ...slices } = pie;
  return (
    <>
      <ResponsiveContainer width="100%" height={height}>
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={withColors(data)}
            dataKey="count"
            stroke="var(--card)"
            isAnimationActive={false}
            {...slices}
          />
          <Tooltip contentStyle={TOOLTIP_CONTENT} itemStyle={TOOLTIP_TEXT} {...(tooltip && { formatter: tooltip })} />
        </PieChart>
      </ResponsiveContainer>
      <PieLegend slices={legend} />
    </>
  );
}

/** Traffic tab: user activity by type, labelled "page views 45%", with a legend for the thin slices. */
export function ActivityPieChart({ data }: { data: ActivityCount[] }) {
  return (
    <SharePie
      data={data}
      legend={data.map((item) => ({ key: item.action, label: actionName(item.action), count: item.count }))}
      height={CHART_HEIGHTS.activityPie}
      nameKey="action"
      outerRadius="65%"
      label={activitySliceLabel}
      labelLine={false}
      tooltip={(value, name) => [value, actionName(String(name))]}
    />
  );
}

/** Activity tab: count per action; axis labels show underscores as spaces. */
export function ActivityBarChart({ data }: { data: ActivityCount[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHTS.activityBar}>
      <BarChart data={withColors(data)} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={AXIS_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="action" tickFormatter={actionName} tick={TICK} stroke={AXIS_STROKE} interval={0} />
        <YAxis allowDecimals={false} tick={TICK} stroke={AXIS_STROKE} width={48} />
        <Tooltip
          contentStyle={TOOLTIP_CONTENT}
          labelStyle={TOOLTIP_TEXT}
          itemStyle={TOOLTIP_TEXT}
          cursor={{ fill: "var(--muted)" }}
          labelFormatter={(label) => actionName(String(label))}
        />
        <Bar dataKey="count" name="Count" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Countries tab: the four countries with most views and the rest, each labelled with its share. */
export function CountriesPieChart({ data }: { data: CountryCount[] }) {
  const slices = countrySlices(data);
  return (
    <SharePie
      data={slices}
      legend={slices.map((slice) => ({ key: slice.countryCode, label: slice.country, count: slice.count }))}
      height={CHART_HEIGHTS.countriesPie}
      nameKey="country"
      outerRadius="55%"
      label={countrySliceLabel}
    />
  );
}
