import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { lessonPlans, lessonPlanVersions, rateLimits, savedLessonPlans, shares } from "@/db/schema";
import { splitSections } from "@/lib/lessons/refine-plan";
import { renderPlan } from "@/lib/lessons/render-plan";
import type { LessonPlan } from "@/shared/plan-schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest, watchedUntilHandled } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as save } from "../saved-lesson-plan/route";
import { GET as readShare } from "../shares/[token]/route";
import { POST as share } from "../shares/route";
import { POST as refine } from "./[id]/refine/route";
import { GET as getPlan } from "./[id]/route";
import { GET as listVersions, PUT as showVersion } from "./[id]/versions/route";
import { POST as generate } from "./stream/route";

const lesson = { educatorId: 1, subject: "Science", gradeLevel: "Grade 5", topic: "Plant life cycles" };
const differentiation = "differentiation";
const multilingual = { section: differentiation, instruction: "for multilingual learners" };
const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });

type Plan = { content: string; plan: LessonPlan | null; version: number; problems: string[] | null };

async function newPlan(cookie = "") {
  const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson, { headers: { cookie } }));
  const events = await readEvents(response);
  expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: events[0]?.lessonPlanId });
  return { id: events[0]?.lessonPlanId as number, cookie: cookie || cookiesFrom(response) };
}

const refineRequest = (id: unknown, body: unknown, cookie: string) =>
  jsonRequest(`/api/lesson-plans/${id}/refine`, body, { headers: { cookie } });

async function refined(id: unknown, body: unknown, cookie: string) {
  const response = await refine(refineRequest(id, body, cookie), params(id));
  return { status: response.status, events: await readEvents(response) };
}

const readPlan = async (id: unknown, cookie: string) =>
  (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as Plan;

describeWithDatabase("refining a part of a plan", (connection) => {
  const versionCount = async () => {
    const [row] = await connection().db.select({ total: count() }).from(lessonPlanVersions);
    return row?.total ?? 0;
  };

  beforeEach(async () => {
    const { db } = connection();
    await db.delete(shares);
    await db.delete(savedLessonPlans);
    await db.delete(lessonPlans);
    await db.delete(rateLimits);
  });

  it("streams only the new part and stores the plan as version 2, the rest unchanged", async () => {
    const { id, cookie } = await newPlan();
    const before = await readPlan(id, cookie);
    const { status, events } = await refined(id, multilingual, cookie);
    expect(status).toBe(200);
    expect(events[0]).toEqual({ type: "init", lessonPlanId: id, model: "Built-in offline model" });
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: id, version: 2 });
    const streamed = events
      .filter((event) => event.type === "chunk")
      .map((event) => event.content)
      .join("");
    expect(streamed.startsWith("\n## Differentiation\n")).toBe(true);
    expect(streamed).not.toMatch(/^## (?!Differentiation)/m);

    const after = await readPlan(id, cookie);
    expect(after.version).toBe(2);
    const sectionsOf = (markdown: string) =>
      new Map(splitSections(markdown).sections.map(({ heading, markdown: text }) => [heading, text]));
    const [old, now] = [sectionsOf(before.content), sectionsOf(after.content)];
    expect([...now.keys()]).toEqual([...old.keys()]);
    for (const [heading, body] of old) {
      if (heading === "Differentiation") expect(now.get(heading)).not.toEqual(body);
      else expect(now.get(heading)).toEqual(body);
    }
    expect(now.get("Differentiation")).toContain("same-language buddy");
    // The version holds its object, the part changed in it, and the whole checked again.
    expect(after.plan?.differentiation).not.toEqual(before.plan?.differentiation);
    expect({ ...after.plan, differentiation: null }).toEqual({ ...before.plan, differentiation: null });
    expect(after.content).toBe(renderPlan(after.plan as LessonPlan));
    expect(after.problems).toBeNull();
  });

  it("says plainly what the built-in model could not apply, and stores no version", async () => {
    const { id, cookie } = await newPlan();
    const { events } = await refined(id, { section: "assessment", instruction: "simpler language" }, cookie);
    expect(events.at(-1)).toEqual({ type: "validation_error", message: expect.stringContaining("simpler language") });
    expect(await versionCount()).toBe(0);
    expect((await readPlan(id, cookie)).version).toBe(1);
  });

  it("lists versions and steps back and forward; GET shows the version on screen", async () => {
    const { cookie } = await signedInTeacher();
    const { id } = await newPlan(cookie);
    const original = (await readPlan(id, cookie)).content;
    await refined(id, multilingual, cookie);
    await refined(id, { section: "steps", instruction: "more hands-on" }, cookie);
    const list = await (
      await listVersions(getRequest(`/api/lesson-plans/${id}/versions`, { cookie }), params(id))
    ).json();
    expect(list).toMatchObject({
      current: 3,
      versions: [
        { version: 1, section: null },
        { version: 2, section: differentiation, instruction: "for multilingual learners" },
        { version: 3, section: "steps", instruction: "more hands-on" },
      ],
    });
    const step = (version: unknown) =>
      showVersion(
        jsonRequest(`/api/lesson-plans/${id}/versions`, { version }, { method: "PUT", headers: { cookie } }),
        params(id),
      );
    const back = await step(1);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ version: 1, content: original });
    expect(await readPlan(id, cookie)).toMatchObject({ version: 1, content: original });
    expect((await (await step(3)).json()).version).toBe(3);
    expect((await step(4)).status).toBe(404);
    expect((await step("two")).status).toBe(400);
  });

  it("answers 404 to anyone but the plan's owner, and stores nothing", async () => {
    const { id, cookie } = await newPlan();
    const other = (await signedInTeacher()).cookie;
    const stranger = await refined(id, multilingual, other);
    expect(stranger.status).toBe(404);
    expect(stranger.events).toEqual([{ type: "validation_error", message: "Lesson plan not found" }]);
    const visitor = "lyceum_vid=00000000-0000-4000-8000-000000000000";
    expect((await refined(id, multilingual, visitor)).status).toBe(404);
    expect(
      (await listVersions(getRequest(`/api/lesson-plans/${id}/versions`, { cookie: other }), params(id))).status,
    ).toBe(404);
    expect((await refined("nope", multilingual, cookie)).status).toBe(404);
    expect(await versionCount()).toBe(0);
  });

  it.each([
    ["no instruction", { section: differentiation, instruction: "" }, "Please say how to change this section."],
    ["an unknown part", { section: "Differentiation", instruction: "shorter" }, "This plan has no part of that name."],
    [
      "a long instruction",
      { section: differentiation, instruction: "x".repeat(501) },
      "Please keep the instruction under 500 characters.",
    ],
  ])("refuses %s with a validation_error", async (_, body, message) => {
    const { id, cookie } = await newPlan();
    const { status, events } = await refined(id, body, cookie);
    expect(status).toBe(400);
    expect(events).toEqual([{ type: "validation_error", message }]);
    expect(await versionCount()).toBe(0);
  });

  it("screens the instruction: a disclosure gets the safeguarding reply and no new version", async () => {
    const { id, cookie } = await newPlan();
    const instruction = "one of my students told me her stepfather hits her at home";
    const { events } = await refined(id, { section: differentiation, instruction }, cookie);
    expect(events[0]?.type).toBe("validation_error");
    expect(String(events[0]?.message)).toMatch(/safeguarding|designated/i);
    expect(await versionCount()).toBe(0);
  });

  it("lets an anonymous visitor refine without using up a trial plan", async () => {
    const first = await newPlan();
    await refined(first.id, multilingual, first.cookie);
    await refined(first.id, { section: "steps", instruction: "more hands-on" }, first.cookie);
    expect(await versionCount()).toBe(2);
    // The trial is two plans: the second is still stored (newPlan checks its done event).
    await newPlan(first.cookie);
  });

  it("stores nothing when the reader goes away", async () => {
    const { id, cookie } = await newPlan();
    const { request, handled } = watchedUntilHandled(refineRequest(id, multilingual, cookie));
    const reader = (await refine(request, params(id))).body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await handled;
    expect(await versionCount()).toBe(0);
    expect((await readPlan(id, cookie)).version).toBe(1);
  });
});

describeWithDatabase("sharing a refined plan", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(shares);
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
  });

  it("shares the version on screen, or the version asked for; sharing again moves the link", async () => {
    const { cookie } = await signedInTeacher();
    const { id } = await newPlan(cookie);
    const original = (await readPlan(id, cookie)).content;
    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { headers: { cookie } }));
    await refined(id, multilingual, cookie);
    const onScreen = (await readPlan(id, cookie)).content;
    const shareNow = async (body: object) =>
      share(jsonRequest("/api/shares", { kind: "lesson_plan", id, ...body }, { headers: { cookie } }));
    const shown = async (token: string) => {
      const response = await readShare(getRequest(`/api/shares/${token}`), { params: Promise.resolve({ token }) });
      return ((await response.json()) as { lessonPlan: { content: string } }).lessonPlan.content;
    };
    const { token } = (await (await shareNow({})).json()) as { token: string };
    expect(await shown(token)).toBe(onScreen);
    // The owner refines further: the link keeps showing the version shared until it is shared again.
    await refined(id, { section: "steps", instruction: "more hands-on" }, cookie);
    expect(await shown(token)).toBe(onScreen);
    const latest = (await readPlan(id, cookie)) as Plan & { versionId: number };
    const again = (await (await shareNow({ versionId: latest.versionId })).json()) as { token: string };
    expect(again.token).toBe(token);
    expect(await shown(token)).toBe(latest.content);
    expect((await shareNow({ versionId: 2_000_000 })).status).toBe(404);
    expect(original).not.toBe(onScreen);
  });
});
