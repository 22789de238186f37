import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { conversations, dailyStats, lessonPlans, messages, pageViews, users } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as recordPageView } from "../analytics/page-view/route";
import { GET as activity } from "./activity/route";
import { GET as countries } from "./countries/route";
import { GET as dailyTraffic } from "./daily-traffic/route";
import { GET as pageViewList } from "./page-views/route";
import { GET as summary } from "./summary/route";
import { GET as topPages } from "./top-pages/route";
import { GET as userList } from "./users/route";

const calls = { userList, pageViewList, dailyTraffic, activity, countries, summary, topPages };
const DAY = 24 * 60 * 60 * 1000;
const startOfToday = new Date(new Date().toISOString().slice(0, 10)).getTime();
const at = (daysAgo: number, hour = 12) => new Date(startOfToday - daysAgo * DAY + hour * 60 * 60 * 1000);
const isoDay = (daysAgo: number) => new Date(startOfToday - daysAgo * DAY).toISOString().slice(0, 10);

const get = async (call: (request: Request) => Promise<Response>, cookie: string, path = "/api/stats/x") => {
  const response = await call(getRequest(path, { cookie }));
  return { status: response.status, body: await response.json() };
};

describeWithDatabase("statistics", (connection) => {
  let admin = "";
  let teacher = "";

  beforeAll(async () => {
    const { db } = connection();
    await db.delete(pageViews);
    admin = (await signedInTeacher("", "admin@lyceum.test")).cookie;
    await db.update(users).set({ isEmailVerified: true }).where(eq(users.email, "admin@lyceum.test"));
    teacher = (await signedInTeacher()).cookie;
    const view = (path: string, timestamp: Date, extra: Partial<typeof pageViews.$inferInsert> = {}) => ({
      path,
      timestamp,
      sessionId: "s-default",
      ...extra,
    });
    await db.insert(pageViews).values([
      // Today (UTC): 4 views by 3 visitors (user u1 twice, sessions s1 and s2).
      view("/ask", at(0, 0.01), { userId: "u1", countryCode: "US", country: "United States" }),
      view("/ask", at(0, 0.02), { userId: "u1", countryCode: "US", country: "United States" }),
      view("/lessons", at(0, 0.03), { sessionId: "s1", countryCode: "GB", country: "United Kingdom" }),
      view("/", at(0, 0.04), { sessionId: "s2", countryCode: "GB", country: "United Kingdom" }),
      // Yesterday: 2 views by one visitor; the last minute of the day still counts for yesterday.
      view("/lessons", at(1, 1), { sessionId: "s3", countryCode: "SG", country: "Singapore" }),
      view("/ask", at(1, 23.99), { sessionId: "s3", countryCode: "SG", country: "Singapore" }),
      // 40 days ago: outside the 30-day series, inside every total.
      view("/lessons", at(40), { sessionId: "s4", countryCode: "US", country: "United States" }),
      view("/about", at(40), { sessionId: "s4" }),
      // Eleven one-view countries: only the top ten make the list.
      ...["AU", "BR", "CA", "DE", "ES", "FR", "IN", "IT", "JP", "KR", "MX"].map((code) =>
        view("/blog", at(3), { sessionId: `c-${code}`, countryCode: code, country: code }),
      ),
    ]);
  });

  it.each(Object.entries(calls))("%s answers 401 without a session and 403 to a teacher", async (_, call) => {
    expect((await get(call, "")).status).toBe(401);
    expect((await get(call, teacher)).status).toBe(403);
    expect((await get(call, teacher)).body).toMatchObject({
      message: "This page is restricted to authorized users only.",
    });
  });

  it("ignores a forged x-middleware-subrequest header", async () => {
    const response = await summary(
      getRequest("/api/stats/summary", {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      }),
    );
    expect(response.status).toBe(401);
  });

  it("refuses an unverified account that holds the administrator's e-mail", async () => {
    const { db } = connection();
    await db.update(users).set({ isEmailVerified: false }).where(eq(users.email, "admin@lyceum.test"));
    expect((await get(summary, admin)).status).toBe(403);
    await db.update(users).set({ isEmailVerified: true }).where(eq(users.email, "admin@lyceum.test"));
    expect((await get(summary, admin)).status).toBe(200);
  });

  it("counts views and distinct visitors per calendar day for the last 30 days, zeros included", async () => {
    const { body } = await get(dailyTraffic, admin);
    expect(body).toHaveLength(30);
    expect(body.at(-1)).toEqual({ date: isoDay(0), views: 4, users: 3 });
    expect(body.at(-2)).toEqual({ date: isoDay(1), views: 2, users: 1 });
    expect(body.at(-4)).toEqual({ date: isoDay(3), views: 11, users: 11 });
    expect(body[0]).toEqual({ date: isoDay(29), views: 0, users: 0 });
    expect(body.map((day: { date: string }) => day.date)).toEqual(
      [...body.map((day: { date: string }) => day.date)].sort(),
    );
  });

  it("ranks the top 10 countries, ties by code", async () => {
    const { body } = await get(countries, admin);
    expect(body.slice(0, 3)).toEqual([
      { countryCode: "US", country: "United States", count: 3 },
      { countryCode: "GB", country: "United Kingdom", count: 2 },
      { countryCode: "SG", country: "Singapore", count: 2 },
    ]);
    expect(body.slice(3).map((row: { countryCode: string }) => row.countryCode)).toEqual([
      "AU",
      "BR",
      "CA",
      "DE",
      "ES",
      "FR",
      "IN",
      "IT",
      "JP",
      "KR",
      "MX",
    ]);
  });

  it("ranks the 10 most visited paths, ties by path", async () => {
    const { body } = await get(topPages, admin);
    expect(body).toEqual([
      { path: "/blog", views: 11 },
      { path: "/ask", views: 3 },
      { path: "/lessons", views: 3 },
      { path: "/", views: 1 },
      { path: "/about", views: 1 },
    ]);
  });

  it("sums the totals and today's views; a conversation of two questions is one conversation, one chat, in the summary and the activity", async () => {
    const { db } = connection();
    const [conversation] = await db
      .insert(conversations)
      .values({ educatorId: 1, title: "Groups" })
      .returning({ id: conversations.id });
    const exchange = { conversationId: conversation?.id, educatorId: 1, answer: "Work in pairs.", model: "test" };
    await db.insert(messages).values([
      { ...exchange, question: "How do I group pupils?" },
      { ...exchange, question: "And for maths?" },
    ]);
    const [conversationCount, messageCount, userCount, planCount] = await Promise.all([
      db.$count(conversations),
      db.$count(messages),
      db.$count(users),
      db.$count(lessonPlans),
    ]);
    expect(messageCount).toBe(conversationCount + 1);
    const { body } = await get(summary, admin);
    expect(body).toEqual({
      totalUsers: userCount,
      totalPageViews: 19,
      totalChats: conversationCount,
      totalLessonPlans: planCount,
      todayViews: 4,
    });
    const counts = (await get(activity, admin)).body;
    expect(counts).toEqual([
      { action: "page_views", count: 19 },
      { action: "registrations", count: userCount },
      { action: "chat", count: conversationCount },
      { action: "lesson_plan", count: planCount },
      { action: "roundtable", count: 0 },
      { action: "safeguarding_concerns", count: 0 },
    ]);
  });

  it("rolls closed days up once, and keeps counting today's views live", async () => {
    const { db } = connection();
    const before = (await get(topPages, admin)).body;
    const rolledDays = await db.$count(dailyStats);
    // Days close five minutes after midnight (UTC): just after midnight, yesterday is still open.
    const yesterdayClosed = new Date(Date.now() - 5 * 60 * 1000).toISOString().slice(0, 10) === isoDay(0);
    expect(rolledDays).toBe(yesterdayClosed ? 40 : 39);
    expect((await get(topPages, admin)).body).toEqual(before);
    expect(await db.$count(dailyStats)).toBe(rolledDays);
    await db.insert(pageViews).values({ path: "/about", timestamp: new Date(), sessionId: "late" });
    const after = (await get(topPages, admin)).body as { path: string; views: number }[];
    expect(after.find((page) => page.path === "/about")?.views).toBe(2);
    expect((await get(summary, admin)).body).toMatchObject({ totalPageViews: 20, todayViews: 5 });
    await db.delete(pageViews).where(eq(pageViews.sessionId, "late"));
  });

  it("lists users without secrets, and bounded lists of page views", async () => {
    const everyone = await get(userList, admin, "/api/stats/users");
    expect(everyone.body.length).toBe(await connection().db.$count(users));
    expect(everyone.body.length).toBeGreaterThanOrEqual(2);
    const { body } = await get(userList, admin, "/api/stats/users?limit=1");
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]).sort()).toEqual([
      "createdAt",
      "email",
      "firstName",
      "id",
      "isEmailVerified",
      "lastName",
    ]);
    expect((await get(pageViewList, admin)).body).toHaveLength(19);
    expect((await get(pageViewList, admin, "/api/stats/page-views?limit=2")).body).toHaveLength(2);
    const views = await get(pageViewList, admin, "/api/stats/page-views?limit=99999");
    expect(views.body).toHaveLength(19);
    expect(views.body[0]).toMatchObject({ path: "/", userId: null, countryCode: "GB" });
  });
});

describeWithDatabase("recording page views", (connection) => {
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    recordPageView(jsonRequest("/api/analytics/page-view", body, { headers: { "user-agent": chrome, ...headers } }));

  it("records the path without its query, a truncated address, the country and new session cookies", async () => {
    const { db } = connection();
    await db.delete(pageViews);
    const response = await beacon(
      { path: "/reset-password?token=secret", referrer: "https://search.example/q?term=lyceum" },
      { "x-forwarded-for": "203.0.113.77", "cf-ipcountry": "DE", "x-vercel-ip-city": "M%C3%BCnchen" },
    );
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join(" ")).toMatch(/lyceum_sid=[0-9a-f-]{36}.*Max-Age=86400/);
    const [row] = await db.select().from(pageViews);
    expect(row).toMatchObject({
      path: "/reset-password",
      referer: "https://search.example/q",
      ipAddress: "203.0.113.0",
      countryCode: "DE",
      country: "Germany",
      city: "München",
      userId: null,
    });
    expect(JSON.stringify(row)).not.toContain("203.0.113.77");
  });

  it("records the signed-in user", async () => {
    const { db } = connection();
    await db.delete(pageViews);
    const { cookie, email } = await signedInTeacher();
    await beacon({ path: "/lessons" }, { cookie });
    const [row] = await db.select().from(pageViews);
    const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(teacher?.id).toBeTruthy();
    expect(row?.userId).toBe(teacher?.id);
  });

  it.each([
    ["a search bot", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
    ["a script", { "user-agent": "curl/8.5.0" }],
    ["no user agent", { "user-agent": "" }],
  ])("skips %s", async (_, headers) => {
    const { db } = connection();
    await db.delete(pageViews);
    expect((await beacon({ path: "/" }, headers)).status).toBe(204);
    expect(await db.$count(pageViews)).toBe(0);
  });

  it("skips API paths and refuses a path that is not one", async () => {
    const { db } = connection();
    await db.delete(pageViews);
    await beacon({ path: "/api/stats/summary" });
    expect(await db.$count(pageViews)).toBe(0);
    expect((await beacon({ path: "https://evil.example/" })).status).toBe(400);
  });
});

describe("page views never break a page", () => {
  it("answers 204 even when the database is unavailable", async () => {
    const { overrideConnection } = await import("@/db/client");
    overrideConnection({
      kind: "pglite",
      close: async () => {},
      db: new Proxy({} as never, {
        get() {
          throw new Error("database down");
        },
      }),
    });
    const response = await recordPageView(
      jsonRequest("/api/analytics/page-view", { path: "/" }, { headers: { "user-agent": "Mozilla/5.0 Chrome/126" } }),
    );
    expect(response.status).toBe(204);
  });
});
