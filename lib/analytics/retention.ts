import "server-only";
import { prunePageViews } from "@/db/queries/analytics";
import { pruneRateLimits } from "@/db/queries/rate-limits";
import { purgeRemoved } from "@/db/queries/removals";
import { deleteExpiredSessions } from "@/db/queries/sessions";
import { rollUpClosedDays } from "@/db/queries/stats-rollup";
import { logError } from "../log";

/** The privacy policy keeps page-view analytics for 13 months. */
const PAGE_VIEW_RETENTION_MONTHS = 13;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Now and once a day after: rolls closed days up for the dashboard, deletes page views older than the
 * retention period (the roll-ups keep only counts), and drops ended sessions, rate-limit windows and
 * library items removed past their Undo.
 */
export function scheduleMaintenance() {
  const maintain = async () => {
    try {
      await rollUpClosedDays();
      await prunePageViews(PAGE_VIEW_RETENTION_MONTHS);
      await deleteExpiredSessions();
      await pruneRateLimits();
      await purgeRemoved();
    } catch (error) {
      logError("daily maintenance", error);
    }
  };
  void maintain();
  setInterval(maintain, DAY_MS).unref();
}
