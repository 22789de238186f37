import { count, isNull } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { lessonPlans, rateLimits } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { jsonRequest } from "@/tests/helpers/requests";
import { POST as generate } from "./stream/route";

const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
const trialMessage = "You've used your trial lesson plans. Create a free account to continue."; // the spec's words

/** A plan from a visitor with no cookie (a new trial each time), from `address`. */
async function planFrom(address: string) {
  const response = await generate(
    jsonRequest("/api/lesson-plans/stream", lesson, { headers: { "x-forwarded-for": address } }),
  );
  return { status: response.status, events: await readEvents(response) };
}

describeWithDatabase("anonymous plans per address", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
  });

  it("lets a school's address make 20 trial plans a day, then refuses visitors who drop the cookie", async () => {
    for (let plan = 1; plan <= 20; plan += 1) {
      expect((await planFrom("203.0.113.77")).events.at(-1)?.type, `plan ${plan}`).toBe("done");
    }
    const refused = await planFrom("203.0.113.77");
    expect(refused.status).toBe(403);
    expect(refused.events).toEqual([{ type: "validation_error", message: trialMessage }]);
    const [row] = await connection().db.select({ total: count() }).from(lessonPlans).where(isNull(lessonPlans.userId));
    expect(row?.total).toBe(20);
    expect((await planFrom("198.51.100.77")).events.at(-1)?.type).toBe("done");
  });
});
