import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { educatorRequests, lessonPlans, messages, rateLimits, users } from "@/db/schema";
import { NUL_MESSAGE } from "@/lib/validation";
import { describeWithDatabase } from "@/tests/helpers/database";
import { jsonRequest } from "@/tests/helpers/requests";
import { POST as pageView } from "./analytics/page-view/route";
import { POST as register } from "./auth/register/route";
import { POST as chat } from "./chat/stream/route";
import { POST as requestEducator } from "./educator-requests/route";
import { POST as lessonPlan } from "./lesson-plans/stream/route";

const suggestion = { name: "Anton Makarenko", reason: "His work on collective education is still discussed." };
const account = { email: "nul@school.org", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };
const lesson = { educatorId: 1, subject: "Science", gradeLevel: "Grade 5", topic: "Plants" };

// PostgreSQL cannot store U+0000 in text; lone surrogates are not Unicode at all.
describeWithDatabase("text fields refuse NUL and store well-formed text", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(rateLimits);
  });

  it.each([
    ["an educator's name", "/api/educator-requests", requestEducator, { ...suggestion, name: "Anton\u0000" }],
    ["an educator's era", "/api/educator-requests", requestEducator, { ...suggestion, era: "19\u000020" }],
    ["an educator's origin", "/api/educator-requests", requestEducator, { ...suggestion, origin: "\u0000" }],
    ["a first name", "/api/auth/register", register, { ...account, firstName: "Ada\u0000" }],
    ["a question", "/api/chat/stream", chat, { educatorId: 1, question: `Why?${"\u0000".repeat(3)}` }],
    ["a lesson topic", "/api/lesson-plans/stream", lessonPlan, { ...lesson, topic: "Plants\u0000" }],
    ["a page path", "/api/analytics/page-view", pageView, { path: "/explore\u0000" }],
  ] as const)("refuses NUL in %s with a 400 and a clear message", async (_, path, route, body) => {
    const response = await route(jsonRequest(path, body));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(JSON.stringify(NUL_MESSAGE).slice(1, -1));
    const { db } = connection();
    for (const table of [educatorRequests, users, messages, lessonPlans]) {
      const [row] = await db.select({ total: count() }).from(table);
      expect(row?.total).toBe(0);
    }
  });

  it("stores a lone surrogate as U+FFFD and keeps a whole pair", async () => {
    const response = await requestEducator(
      jsonRequest("/api/educator-requests", { ...suggestion, name: "Anton \uD800 \uD83D\uDE00", origin: "\uDC00" }),
    );
    expect(response.status).toBe(201);
    const [stored] = await connection().db.select().from(educatorRequests);
    expect(stored).toMatchObject({ name: "Anton \uFFFD \u{1F600}", origin: "\uFFFD" });
    await connection().db.delete(educatorRequests);
  });
});
