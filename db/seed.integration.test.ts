import { count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { educators as catalogue } from "@/db/data/educators";
import { describeWithDatabase } from "@/tests/helpers/database";
import { prepareDatabase } from "./migrate";
import { rowsOf } from "./queries/rows";
import { educators } from "./schema";

describeWithDatabase("migrations and seed", (connection) => {
  it("creates every table of the spec", async () => {
    const { db } = connection();
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    for (const table of [
      "users",
      "sessions",
      "conversations",
      "educators",
      "messages",
      "lesson_plans",
      "saved_lesson_plans",
      "educator_requests",
      "blog_posts",
      "newsletter_subscriptions",
      "page_views",
      "user_activity",
      "daily_stats",
      "rate_limits",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("seeds the whole catalogue once, and re-seeding updates instead of duplicating", async () => {
    const { db } = connection();
    const [before] = await db.select({ total: count() }).from(educators);
    expect(before?.total).toBe(catalogue.length);

    await db.update(educators).set({ shortBio: "stale" }).where(eq(educators.slug, "maria-montessori"));
    await prepareDatabase(connection());
    await prepareDatabase(connection());

    const [after] = await db.select({ total: count() }).from(educators);
    expect(after?.total).toBe(catalogue.length);
    const [montessori] = await db.select().from(educators).where(eq(educators.slug, "maria-montessori"));
    expect(montessori?.shortBio).toBe(catalogue.find((educator) => educator.slug === "maria-montessori")?.shortBio);
  });
});
