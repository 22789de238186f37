import type { CountryCount, DailyTraffic } from "@/shared/stats-types";

/**
 * Spec section 9: with at least 14 days, (last 7 days' views − the 7 before) ÷ the 7 before × 100,
 * rounded to one decimal; 0 with fewer days or when the earlier week had no views.
 */
export function weeklyGrowth(traffic: DailyTraffic[]) {
  if (traffic.length < 14) return 0;
  const sum = (days: DailyTraffic[]) => days.reduce((total, day) => total + day.views, 0);
  const lastWeek = sum(traffic.slice(-7));
  const weekBefore = sum(traffic.slice(-14, -7));
  if (weekBefore === 0) return 0;
  return Math.round(((lastWeek - weekBefore) / weekBefore) * 1000) / 10;
}

/** Spec section 2: pie labels show the action with underscores as spaces and a whole percentage. */
export function activityLabel(action: string, fraction: number) {
  return `${action.replaceAll("_", " ")} ${Math.round(fraction * 100)}%`;
}

/**
 * Slices thinner than this carry no label on the pie (their labels would sit on top of each other);
 * the legend below the pie names every slice.
 */
export const MIN_LABELLED_SHARE = 0.05;

/** A slice's share for the legend: whole percentages, "<1%" for a sliver that would round to 0. */
export function shareText(fraction: number) {
  const percent = Math.round(fraction * 100);
  return percent === 0 && fraction > 0 ? "<1%" : `${percent}%`;
}

/** Spec section 9: the pie's five colours; a sixth slice would repeat the first beside it. */
export const PIE_SLICES = 5;

/**
 * The countries pie: the four countries with most views, then the rest as one "Other" slice, so that
 * twenty countries still make a pie a phone can label.
 */
export function countrySlices(countries: CountryCount[]): CountryCount[] {
  if (countries.length <= PIE_SLICES) return countries;
  const top = countries.slice(0, PIE_SLICES - 1);
  const rest = countries.slice(PIE_SLICES - 1).reduce((total, country) => total + country.count, 0);
  return [...top, { country: "Other countries", countryCode: "Other", count: rest }];
}

const FLAGS = new Set(["US", "CA", "GB", "AU", "DE", "JP", "FR", "BR", "IN", "MX", "KR", "IT", "ES", "NL", "SG"]);

/** A flag emoji for the spec's 15 country codes; a globe for any other. */
export function countryFlag(code: string | null | undefined) {
  const upper = code?.toUpperCase() ?? "";
  if (!FLAGS.has(upper)) return "🌐";
  return String.fromCodePoint(...[...upper].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Spec section 9: pie slices cycle through 5 colours. */
const CHART_COLORS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
] as const;

export const chartColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length] as string;
