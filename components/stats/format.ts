/** Display formatting shared by the dashboard's cards, lists, tables and charts (no recharts here). */

const countFormat = new Intl.NumberFormat("en-US");
// Dates in the browser's locale (the dashboard's data is fetched and drawn in the browser only).
const registeredFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

export function formatCount(value: number) {
  return countFormat.format(value);
}

/** '{n} views', as the countries and top pages lists show it. */
export function formatViews(value: number) {
  return `${formatCount(value)} views`;
}

/** A user's creation date, e.g. "May 21, 2025" (in the UK, "21 May 2025"). */
export function formatRegistered(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : registeredFormat.format(date);
}

/** A daily traffic date ("2025-05-21") as a short axis label, e.g. "May 21" (in the UK, "21 May"). */
export function formatDay(date: string) {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** An activity action as a label: underscores shown as spaces. */
export function actionName(action: string) {
  return action.replaceAll("_", " ");
}

/** Weekly growth as signed text, e.g. "+12.5% vs previous week". */
export function formatGrowth(growth: number) {
  return `${growth > 0 ? "+" : ""}${growth}% vs previous week`;
}
