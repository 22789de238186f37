import { beforeEach, expect, it } from "vitest";
import { conversations, lessonPlans, messages, rateLimits, savedLessonPlans } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as chat } from "../chat/stream/route";
import { POST as generate } from "../lesson-plans/stream/route";
import { GET as library } from "../library/route";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { POST as register } from "./register/route";

const password = "correct horse battery";
const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };

/** A visitor's browser that has made one lesson plan and asked one question; returns its cookie. */
async function visitorWithWork() {
  const plan = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
  const cookie = cookiesFrom(plan);
  await readEvents(plan);
  const answer = await chat(
    jsonRequest(
      "/api/chat/stream",
      { educatorId: 2, question: "How do I start a class project?" },
      { headers: { cookie } },
    ),
  );
  await readEvents(answer);
  return cookie;
}

type Library = { lessonPlans: { topic: string }[]; conversations: { educatorName: string; exchanges: number }[] };
const libraryOf = async (cookie: string) =>
  (await (await library(getRequest("/api/library", { cookie }))).json()) as Library;

describeWithDatabase("a visitor's work joins the account", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    for (const table of [savedLessonPlans, lessonPlans, messages, conversations, rateLimits]) await db.delete(table);
  });

  it("registering in the same browser adopts the plans (into the library) and conversations", async () => {
    const cookie = await visitorWithWork();
    const email = `newcomer.${Date.now()}@school.org`;
    const registered = await register(
      jsonRequest(
        "/api/auth/register",
        { email, password, firstName: "New", lastName: "Comer" },
        { headers: { cookie } },
      ),
    );
    expect(registered.status).toBe(201);
    const session = cookiesFrom(await login(jsonRequest("/api/auth/login", { email, password })));

    const { lessonPlans: plans, conversations: talks } = await libraryOf(session);
    expect(plans.map((plan) => plan.topic)).toEqual([lesson.topic]);
    expect(talks).toMatchObject([{ educatorName: "John Dewey", exchanges: 1 }]);
  });

  it("logging in to an existing account in the same browser adopts them too, and nobody else's", async () => {
    const { email } = await signedInTeacher();
    const cookie = await visitorWithWork();
    await visitorWithWork(); // another browser's work, which must stay that visitor's
    const session = cookiesFrom(
      await login(jsonRequest("/api/auth/login", { email, password }, { headers: { cookie } })),
    );

    const adopted = await libraryOf(session);
    expect(adopted.lessonPlans).toHaveLength(1);
    expect(adopted.conversations).toHaveLength(1);
  });

  it("sets a readable signed-in hint at login and clears it at logout", async () => {
    const { email } = await signedInTeacher();
    const signedIn = await login(jsonRequest("/api/auth/login", { email, password }));
    const hint = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("lyceum_signed_in="));
    expect(hint).toMatch(/^lyceum_signed_in=1;/);
    expect(hint).toMatch(/SameSite=lax/i);
    expect(hint).not.toMatch(/HttpOnly/i);

    const out = await logout(jsonRequest("/api/auth/logout", {}, { headers: { cookie: cookiesFrom(signedIn) } }));
    expect(out.headers.getSetCookie().join()).toMatch(/lyceum_signed_in=;.*Max-Age=0/i);
  });
});
