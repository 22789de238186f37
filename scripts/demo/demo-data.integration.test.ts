import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { conversations, lessonPlans, messages, pageViews, users } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { seedDemo } from "./demo-data";

describeWithDatabase("demo data", (connection) => {
  const totals = async () => {
    const { db } = connection();
    const counts = await Promise.all(
      [users, pageViews, conversations, messages, lessonPlans].map((table) => db.select({ rows: count() }).from(table)),
    );
    return counts.map(([total]) => total?.rows);
  };

  it("fills an empty database once; a second run adds nothing and does not fail", async () => {
    const added = await seedDemo(connection().db, { days: 14 });
    expect(added).toMatchObject({ users: 60, conversations: 120, lessonPlans: 60 });
    const afterFirst = await totals();
    expect(afterFirst).toEqual([60, added?.pageViews, 120, 120, 60]);

    expect(await seedDemo(connection().db, { days: 14 })).toBeUndefined();
    expect(await totals()).toEqual(afterFirst);
  });
});
