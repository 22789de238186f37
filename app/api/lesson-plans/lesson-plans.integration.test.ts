import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Connection } from "@/db/client";
import { lessonPlans, rateLimits, savedLessonPlans } from "@/db/schema";
import { checkPlan } from "@/lib/lessons/check-plan";
import { renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import type { LessonPlan } from "@/shared/plan-schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest, watchedUntilHandled } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { GET as library } from "../library/route";
import { POST as save, DELETE as unsave } from "../saved-lesson-plan/route";
import { GET as getPlan } from "./[id]/route";
import { POST as generate } from "./stream/route";

const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
const trialMessage = "You've used your trial lesson plans. Create a free account to continue."; // the spec's words

async function stream(body: unknown, cookie = "") {
  const response = await generate(jsonRequest("/api/lesson-plans/stream", body, { headers: { cookie } }));
  return { response, events: await readEvents(response), cookie: cookie || cookiesFrom(response) };
}

const readPlan = (id: unknown, cookie: string) =>
  getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), { params: Promise.resolve({ id: String(id) }) });

const planCount = async ({ db }: Connection) => {
  const [row] = await db.select({ total: count() }).from(lessonPlans);
  return row?.total ?? 0;
};

describeWithDatabase("lesson plans", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(savedLessonPlans);
    await db.delete(lessonPlans);
    await db.delete(rateLimits);
  });

  it("streams init, chunks and done, and stores a well-formed plan for its creator only", async () => {
    const { response, events, cookie } = await stream({ ...lesson, lessonLength: "comprehensive" });
    expect(response.status).toBe(200);
    const [init, ...rest] = events;
    expect(init).toMatchObject({ type: "init", model: "Built-in offline model" });
    // Text that arrives within one event-loop turn goes out as one chunk (the offline model here has no delay).
    expect(rest.filter((event) => event.type === "chunk").length).toBeGreaterThan(0);
    expect(rest.at(-1)).toEqual({ type: "done", lessonPlanId: init?.lessonPlanId });

    const own = await readPlan(init?.lessonPlanId, cookie);
    expect(own.status).toBe(200);
    const plan = (await own.json()) as {
      content: string;
      plan: LessonPlan;
      educatorName: string;
      lessonLength: string;
    };
    expect(plan).toMatchObject({ ...lesson, educatorName: "Maria Montessori", lessonLength: "comprehensive" });
    const timing = lessonTiming({ lessonLength: "comprehensive" });
    expect(checkPlan(plan.plan, { timing, educatorName: "Maria Montessori", ...lesson }).problems).toEqual([]);
    expect(plan).toMatchObject({ problems: null });
    // The stored Markdown is the object's rendering.
    expect(plan.content).toBe(renderPlan(plan.plan));
    // The chunks, however they were merged, are exactly the stored plan.
    const streamed = rest.flatMap((event) => (event.type === "chunk" ? [String(event.content)] : [])).join("");
    expect(streamed).toBe(plan.content);

    expect((await readPlan(init?.lessonPlanId, "lyceum_vid=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await readPlan(init?.lessonPlanId, (await signedInTeacher()).cookie)).status).toBe(404);
    expect((await readPlan("nope", cookie)).status).toBe(404);
  });

  it("keeps extended lengths: days and minutes", async () => {
    const days = await stream({ ...lesson, lessonLength: "extended", extendedDurationType: "days", extendedDays: "5" });
    const plan = (await (await readPlan(days.events[0]?.lessonPlanId, days.cookie)).json()) as { plan: LessonPlan };
    const fiveDays = {
      timing: lessonTiming({ lessonLength: "extended", extendedDays: "5" }),
      educatorName: "Maria Montessori",
      ...lesson,
    };
    expect(checkPlan(plan.plan, fiveDays).ok).toBe(true);
    expect(plan.plan.days.map((day) => day.label)).toEqual(["Day 1", "Day 2", "Day 3", "Day 4", "Day 5"]);
    const teacher = (await signedInTeacher()).cookie;
    const minutes = await stream(
      { ...lesson, lessonLength: "extended", extendedDurationType: "minutes", extendedMinutes: "480" },
      teacher,
    );
    expect(minutes.events.at(-1)?.type).toBe("done");
    const timed = (await (await readPlan(minutes.events[0]?.lessonPlanId, teacher)).json()) as { plan: LessonPlan };
    const inMinutes = lessonTiming({
      lessonLength: "extended",
      extendedDurationType: "minutes",
      extendedMinutes: "480",
    });
    expect(checkPlan(timed.plan, { ...fiveDays, timing: inMinutes })).toMatchObject({ ok: true });
    // The two plans were written for their own lengths: each fails the other's timing.
    expect(checkPlan(timed.plan, fiveDays).ok).toBe(false);
  });

  it.each([
    ["a blank subject", { ...lesson, subject: " " }, "Subject cannot be empty"],
    ["no grade level", { ...lesson, gradeLevel: "" }, "Grade level cannot be empty"],
    ["an unknown grade level", { ...lesson, gradeLevel: "Grade 13" }, "Please select a grade level from the list."],
    ["no topic", { educatorId: 1, subject: "Art", gradeLevel: "Grade 2" }, "Topic cannot be empty"],
    [
      "no educator",
      { subject: "Art", gradeLevel: "Grade 2", topic: "Colour" },
      "Please select an educator for the lesson plan.",
    ],
    ["an unknown length", { ...lesson, lessonLength: "forever" }, "Please choose a lesson length from the list."],
    [
      "extended without a type",
      { ...lesson, lessonLength: "extended" },
      "Please choose days or minutes for an extended lesson.",
    ],
    [
      "extended with 7 days",
      { ...lesson, lessonLength: "extended", extendedDurationType: "days", extendedDays: "7" },
      "Please choose the number of days.",
    ],
    [
      "extended with 100 minutes",
      { ...lesson, lessonLength: "extended", extendedDurationType: "minutes", extendedMinutes: "100" },
      "Please choose the number of minutes.",
    ],
    [
      "10 kB of instructions",
      { ...lesson, customInstructions: "x".repeat(10_000) },
      "Please keep custom instructions under 1000 characters.",
    ],
    ["an unknown educator", { ...lesson, educatorId: 99_999 }, "Educator not found"],
  ])("answers %s with one validation_error and stores nothing", async (_, body, message) => {
    const { response, events } = await stream(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(events).toEqual([{ type: "validation_error", message }]);
    expect(await planCount(connection())).toBe(0);
  });

  it("gives an anonymous visitor two plans, then refuses the third without creating it", async () => {
    const first = await stream(lesson);
    const second = await stream(lesson, first.cookie);
    expect(second.events.at(-1)?.type).toBe("done");
    const third = await stream(lesson, first.cookie);
    expect(third.response.status).toBe(403);
    expect(third.events).toEqual([{ type: "validation_error", message: trialMessage }]);
    expect(await planCount(connection())).toBe(2);
    const stranger = await stream(lesson);
    expect(stranger.events.at(-1)?.type).toBe("done");
  });

  it("never stores a third trial plan, even when plans finish at the same time", async () => {
    const first = await stream(lesson);
    const racing = await Promise.all([stream(lesson, first.cookie), stream(lesson, first.cookie)]);
    const outcomes = racing.map(({ events }) => events.at(-1)?.type).sort();
    expect(outcomes).toEqual(["done", "validation_error"]);
    expect(await planCount(connection())).toBe(2);
  });

  it("lets a signed-in teacher go past two, and keeps the plans made before signing in", async () => {
    const anonymous = await stream(lesson);
    await stream(lesson, anonymous.cookie);
    const teacher = await signedInTeacher(anonymous.cookie);
    const cookie = `${teacher.cookie}; ${anonymous.cookie}`;
    for (let index = 0; index < 3; index += 1) {
      expect((await stream(lesson, cookie)).events.at(-1)?.type).toBe("done");
    }
    expect((await readPlan(anonymous.events[0]?.lessonPlanId, teacher.cookie)).status).toBe(200);
  });

  it("saves a plan once however often it is saved, lists it in the library, and removes it", async () => {
    const teacher = await signedInTeacher();
    const { events } = await stream(lesson, teacher.cookie);
    const lessonPlanId = events[0]?.lessonPlanId;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await save(
        jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers: { cookie: teacher.cookie } }),
      );
      expect(response.status).toBe(200);
    }
    const [saved] = await connection().db.select({ total: count() }).from(savedLessonPlans);
    expect(saved?.total).toBe(1);

    const listed = (await (await library(getRequest("/api/library", { cookie: teacher.cookie }))).json()) as {
      lessonPlans: { id: number; topic: string }[];
    };
    expect(listed.lessonPlans).toEqual([expect.objectContaining({ id: lessonPlanId, topic: lesson.topic })]);

    const removed = await unsave(
      jsonRequest(
        "/api/saved-lesson-plan",
        { lessonPlanId },
        { method: "DELETE", headers: { cookie: teacher.cookie } },
      ),
    );
    expect(removed.status).toBe(200);
    const again = await unsave(
      jsonRequest(
        "/api/saved-lesson-plan",
        { lessonPlanId },
        { method: "DELETE", headers: { cookie: teacher.cookie } },
      ),
    );
    expect(again.status).toBe(404);
  });

  it("refuses to save without a session, or someone else's plan", async () => {
    const owner = await signedInTeacher();
    const { events } = await stream(lesson, owner.cookie);
    const lessonPlanId = events[0]?.lessonPlanId;
    const anonymous = await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }));
    expect(anonymous.status).toBe(401);
    const other = await signedInTeacher();
    const stolen = await save(
      jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers: { cookie: other.cookie } }),
    );
    expect(stolen.status).toBe(404);
    const bad = await save(
      jsonRequest("/api/saved-lesson-plan", { lessonPlanId: "1" }, { headers: { cookie: other.cookie } }),
    );
    expect(bad.status).toBe(400);
    expect((await library(getRequest("/api/library"))).status).toBe(401);
  });

  it("stores nothing when the reader goes away", async () => {
    const { request, handled } = watchedUntilHandled(jsonRequest("/api/lesson-plans/stream", lesson));
    const reader = (await generate(request)).body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await handled;
    expect(await planCount(connection())).toBe(0);
  });
});
