import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../client";
import { type NewPageView, pageViews } from "../schema";

export async function insertPageView(view: Omit<NewPageView, "id" | "timestamp">) {
  const db = await getDb();
  await db.insert(pageViews).values(view);
}

/** Deletes page views older than the privacy policy's retention period. */
export async function prunePageViews(months: number) {
  const db = await getDb();
  await db.delete(pageViews).where(sql`${pageViews.timestamp} < now() - make_interval(months => ${months})`);
}
