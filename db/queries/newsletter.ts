import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../client";
import { newsletterSubscriptions } from "../schema";

/** Subscribes an e-mail; subscribing again keeps one row and re-activates it. */
export async function subscribeToNewsletter(email: string) {
  const db = await getDb();
  const [subscription] = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { isActive: sql`true` } })
    .returning();
  if (!subscription) throw new Error("newsletter upsert returned no row");
  return subscription;
}
