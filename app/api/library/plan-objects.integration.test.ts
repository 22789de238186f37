import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { addLessonPlanVersion } from "@/db/queries/lesson-plan-versions";
import { reserveLessonPlanId, saveLessonPlan } from "@/db/queries/lesson-plans";
import { lessonPlans, savedLessonPlans, shares, users } from "@/db/schema";
import { contentGuidance } from "@/lib/lessons/content-guidance";
import { renderPlan } from "@/lib/lessons/render-plan";
import type { LessonPlan } from "@/shared/plan-schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { samplePlan } from "@/tests/helpers/sample-plan";
import { signedInTeacher } from "@/tests/helpers/users";
import { GET as readPlan } from "../lesson-plans/[id]/route";
import { PUT as showVersion } from "../lesson-plans/[id]/versions/route";
import { POST as save, DELETE as unsave } from "../saved-lesson-plan/route";
import { GET as readShare } from "../shares/[token]/route";
import { POST as share } from "../shares/route";
import { POST as restore } from "./restore/route";
import { GET as library } from "./route";

type PlanJson = { id: number; content: string; plan: LessonPlan | null; version: number; versionId: number | null };

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

/** A teacher, signed in, with the user id the queries take. */
async function teacher(db: Database) {
  const { email, cookie } = await signedInTeacher();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error("no such user");
  return { cookie, userId: user.id };
}

/** A plan stored as the lesson stream stores one: its Markdown and, beside it, its object (or none). */
async function storedPlan(
  userId: string,
  plan: LessonPlan | null,
  content = plan ? renderPlan(plan) : "# Markdown only",
) {
  const id = await reserveLessonPlanId();
  const stored = await saveLessonPlan(
    {
      id,
      educatorId: 1,
      subject: "Mathematics",
      gradeLevel: "Grade 4",
      topic: "Equivalent fractions",
      lessonLength: "medium",
      content,
      plan,
      model: "test-model",
    },
    { userId },
    2,
  );
  expect(stored).toBe(true);
  return id;
}

async function planJson(id: number, cookie: string) {
  const response = await readPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id));
  expect(response.status).toBe(200);
  return (await response.json()) as PlanJson;
}

const showing = async (id: number, version: number, cookie: string) => {
  const response = await showVersion(
    jsonRequest(`/api/lesson-plans/${id}/versions`, { version }, { method: "PUT", headers: { cookie } }),
    params(id),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PlanJson;
};

const refinedPlan = samplePlan({
  title: "Equivalent Fractions, Refined: A Grade 4 Mathematics Lesson",
  differentiation: {
    ...samplePlan().differentiation,
    multilingualLearners: "Keywords with pictures in two languages.",
  },
});

/** The plan's second version: its differentiation refined for multilingual learners. */
const addRefinedVersion = (lessonPlanId: number) =>
  addLessonPlanVersion({
    lessonPlanId,
    content: renderPlan(refinedPlan),
    plan: refinedPlan,
    problems: null,
    instruction: "for multilingual learners",
    section: "Differentiation",
    model: "test-model",
  });

describeWithDatabase("plan objects beside their Markdown", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(shares);
    await db.delete(savedLessonPlans);
    await db.delete(lessonPlans);
  });

  it("stores a plan's object and GET /api/lesson-plans/{id} returns it beside its content", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const plan = samplePlan();
    const id = await storedPlan(userId, plan);
    const json = await planJson(id, cookie);
    expect(json).toMatchObject({ id, version: 1, versionId: null, content: renderPlan(plan) });
    expect(json.plan).toEqual(plan);
    const [row] = await connection()
      .db.select({ plan: lessonPlans.plan })
      .from(lessonPlans)
      .where(eq(lessonPlans.id, id));
    expect(row?.plan).toEqual(plan);
  });

  it("returns plan null for a plan stored as Markdown only", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const id = await storedPlan(userId, null, "# An old plan\n\nMarkdown only.");
    expect(await planJson(id, cookie)).toMatchObject({ content: "# An old plan\n\nMarkdown only.", plan: null });
  });

  it("stores each version's object, and the versions route shows the object of the version on screen", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const plan = samplePlan();
    const id = await storedPlan(userId, plan);
    const second = await addRefinedVersion(id);
    expect(second?.version).toBe(2);
    const onScreen = await planJson(id, cookie);
    expect(onScreen).toMatchObject({ version: 2, versionId: second?.id, content: renderPlan(refinedPlan) });
    expect(onScreen.plan).toEqual(refinedPlan);

    const back = await showing(id, 1, cookie);
    expect(back).toMatchObject({ version: 1, content: renderPlan(plan) });
    expect(back.plan).toEqual(plan);
    const forward = await showing(id, 2, cookie);
    expect(forward.plan).toEqual(refinedPlan);
  });

  it("shows a Markdown-only version with plan null, never the object of another version", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const id = await storedPlan(userId, samplePlan());
    await addLessonPlanVersion({
      lessonPlanId: id,
      content: "# Refined before plans were objects",
      problems: null,
      instruction: "shorter",
      section: "Lesson Flow",
      model: "test-model",
    });
    expect(await planJson(id, cookie)).toMatchObject({
      version: 2,
      content: "# Refined before plans were objects",
      plan: null,
    });
    expect((await showing(id, 1, cookie)).plan).toEqual(samplePlan());
  });

  it("lists saved plans in the library with their objects", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const plan = samplePlan();
    const withObject = await storedPlan(userId, plan);
    const markdownOnly = await storedPlan(userId, null, "# Markdown only");
    for (const lessonPlanId of [markdownOnly, withObject]) {
      const saved = await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers: { cookie } }));
      expect(saved.status).toBeLessThan(300);
    }
    const listed = (await (await library(getRequest("/api/library", { cookie }))).json()) as {
      lessonPlans: (PlanJson & { shareToken: string | null })[];
    };
    expect(listed.lessonPlans.map((entry) => entry.id)).toEqual([withObject, markdownOnly]);
    expect(listed.lessonPlans[0]).toMatchObject({ content: renderPlan(plan), plan, shareToken: null });
    expect(listed.lessonPlans[1]).toMatchObject({ content: "# Markdown only", plan: null });
  });

  it("shares the object of the version shared, which stays what the link shows", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const plan = samplePlan();
    const id = await storedPlan(userId, plan);
    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { headers: { cookie } }));
    const created = await share(jsonRequest("/api/shares", { kind: "lesson_plan", id }, { headers: { cookie } }));
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const shared = async () => {
      const response = await readShare(getRequest(`/api/shares/${token}`), {
        params: Promise.resolve({ token }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { kind: string; lessonPlan: PlanJson };
    };
    const first = await shared();
    expect(first).toMatchObject({ kind: "lesson_plan", lessonPlan: { id, content: renderPlan(plan) } });
    expect(first.lessonPlan.plan).toEqual(plan);

    // Refining further does not change what the link shows; sharing again moves it to the new version.
    await addRefinedVersion(id);
    expect((await shared()).lessonPlan.plan).toEqual(plan);
    await share(jsonRequest("/api/shares", { kind: "lesson_plan", id }, { headers: { cookie } }));
    const moved = await shared();
    expect(moved.lessonPlan).toMatchObject({ content: renderPlan(refinedPlan) });
    expect(moved.lessonPlan.plan).toEqual(refinedPlan);
  });

  it("sends a plan with its content guidance wherever it is read; none with a plan that covers nothing or is Markdown only", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const sensitive = samplePlan({ topic: "The Holocaust" });
    const guidance = contentGuidance(sensitive);
    expect(guidance?.categories).toContain("genocide");
    const id = await storedPlan(userId, sensitive);
    expect(await planJson(id, cookie)).toMatchObject({ guidance });
    expect(await showing(id, 1, cookie)).toMatchObject({ guidance });
    expect(await planJson(await storedPlan(userId, samplePlan()), cookie)).toMatchObject({ guidance: null });
    expect(await planJson(await storedPlan(userId, null), cookie)).toMatchObject({ guidance: null });

    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { headers: { cookie } }));
    const listed = (await (await library(getRequest("/api/library", { cookie }))).json()) as { lessonPlans: unknown[] };
    expect(listed.lessonPlans).toMatchObject([{ id, guidance }]);
    const created = await share(jsonRequest("/api/shares", { kind: "lesson_plan", id }, { headers: { cookie } }));
    const { token } = (await created.json()) as { token: string };
    const shared = await readShare(getRequest(`/api/shares/${token}`), { params: Promise.resolve({ token }) });
    expect(await shared.json()).toMatchObject({ lessonPlan: { id, guidance } });
  });

  it("removes a shared plan at once: its link is dead until Undo brings back the plan, its versions and its link", async () => {
    const { userId, cookie } = await teacher(connection().db);
    const id = await storedPlan(userId, samplePlan());
    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { headers: { cookie } }));
    await addRefinedVersion(id);
    const before = await planJson(id, cookie);
    const { token } = (await (
      await share(jsonRequest("/api/shares", { kind: "lesson_plan", id }, { headers: { cookie } }))
    ).json()) as { token: string };
    const linkStatus = async () =>
      (await readShare(getRequest(`/api/shares/${token}`), { params: Promise.resolve({ token }) })).status;
    const listed = async () =>
      ((await (await library(getRequest("/api/library", { cookie }))).json()) as { lessonPlans: PlanJson[] })
        .lessonPlans;
    const undo = (who: string) =>
      restore(jsonRequest("/api/library/restore", { kind: "lesson_plan", id }, { headers: { cookie: who } }));

    const removed = await unsave(
      jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { method: "DELETE", headers: { cookie } }),
    );
    expect(removed.status).toBe(200);
    expect(await listed()).toEqual([]);
    expect(await linkStatus()).toBe(404);
    expect((await share(jsonRequest("/api/shares", { kind: "lesson_plan", id }, { headers: { cookie } }))).status).toBe(
      404,
    );

    expect((await undo((await teacher(connection().db)).cookie)).status).toBe(404);
    expect((await undo(cookie)).status).toBe(200);
    expect(await listed()).toEqual([expect.objectContaining({ id, shareToken: token })]);
    expect(await linkStatus()).toBe(200);
    expect(await planJson(id, cookie)).toEqual(before);
    expect((await undo(cookie)).status).toBe(404);
  });
});
