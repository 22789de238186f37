import { beforeEach, expect, it } from "vitest";
import { lessonPlans, rateLimits, savedLessonPlans } from "@/db/schema";
import type { LessonPlan } from "@/shared/plan-schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { GET as currentUser, PATCH as setGradeSystem } from "../auth/user/route";
import { GET as library } from "../library/route";
import { POST as save } from "../saved-lesson-plan/route";
import { POST as refine } from "./[id]/refine/route";
import { GET as getPlan } from "./[id]/route";
import { POST as generate } from "./stream/route";

// A teacher's own grade level ("Year 4" in England and Wales) through the real routes: accepted in its
// system, said by the plan, its refinement and the library; a label of no system (or another) refused.

const lesson = { educatorId: 1, subject: "Mathematics", topic: "Equivalent fractions" };
const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });
type Stored = { gradeLevel: string; gradeSystem: string | null; content: string; plan: LessonPlan; version: number };

async function stream(body: unknown, cookie: string) {
  const response = await generate(jsonRequest("/api/lesson-plans/stream", body, { headers: { cookie } }));
  return { response, events: await readEvents(response) };
}

const readPlan = async (id: unknown, cookie: string) =>
  (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as Stored;

describeWithDatabase("grade systems", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(savedLessonPlans);
    await db.delete(lessonPlans);
    await db.delete(rateLimits);
  });

  it("plans for Year 4 in England and Wales: the plan, a refined version and the library say Year 4", async () => {
    const { cookie } = await signedInTeacher();
    const { response, events } = await stream(
      { ...lesson, gradeLevel: "Year 4", gradeSystem: "england-wales" },
      cookie,
    );
    expect(response.status).toBe(200);
    const id = events[0]?.lessonPlanId;
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: id });

    const stored = await readPlan(id, cookie);
    expect(stored).toMatchObject({ gradeLevel: "Year 4", gradeSystem: "england-wales" });
    expect(stored.plan.gradeLevel).toBe("Year 4");
    expect(stored.plan.title).toContain("Year 4");
    expect(stored.content).toContain("Year 4");
    expect(stored.content).not.toMatch(/Grade \d/);

    const refined = await refine(
      jsonRequest(
        `/api/lesson-plans/${id}/refine`,
        { section: "steps", instruction: "more hands-on" },
        { headers: { cookie } },
      ),
      params(id),
    );
    expect((await readEvents(refined)).at(-1)?.type).toBe("done");
    const version = await readPlan(id, cookie);
    expect(version.version).toBe(2);
    expect(version).toMatchObject({ gradeLevel: "Year 4", gradeSystem: "england-wales" });
    expect(version.plan.title).toContain("Year 4");

    expect(
      (await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId: id }, { headers: { cookie } }))).status,
    ).toBe(200);
    const saved = (await (await library(getRequest("/api/library", { cookie }))).json()) as { lessonPlans: Stored[] };
    expect(saved.lessonPlans.map((plan) => plan.gradeLevel)).toEqual(["Year 4"]);
  });

  it("reads a grade level sent without its system in the first system that has it", async () => {
    const { cookie } = await signedInTeacher();
    const { events } = await stream({ ...lesson, gradeLevel: "Primary 5" }, cookie);
    expect(await readPlan(events[0]?.lessonPlanId, cookie)).toMatchObject({
      gradeLevel: "Primary 5",
      gradeSystem: "scotland",
    });
    const us = await stream({ ...lesson, gradeLevel: "Grade 4" }, cookie);
    expect(await readPlan(us.events[0]?.lessonPlanId, cookie)).toMatchObject({
      gradeLevel: "Grade 4",
      gradeSystem: "us",
    });
  });

  it.each([
    ["a made-up grade level", { gradeLevel: "Year 99" }, "Please select a grade level from the list."],
    [
      "a grade level of another system",
      { gradeLevel: "Year 4", gradeSystem: "us" },
      "Please select a grade level from the list.",
    ],
    [
      "an unknown grade system",
      { gradeLevel: "Year 4", gradeSystem: "narnia" },
      "Please choose a grade system from the list.",
    ],
  ])("refuses %s with a 400 and its message, and stores nothing", async (_, grade, message) => {
    const { cookie } = await signedInTeacher();
    const { response, events } = await stream({ ...lesson, ...grade }, cookie);
    expect(response.status).toBe(400);
    expect(events).toEqual([{ type: "validation_error", message }]);
    expect(await connection().db.select().from(lessonPlans)).toEqual([]);
  });

  it("remembers a teacher's grade system for the account, and refuses one it does not know", async () => {
    const { cookie } = await signedInTeacher();
    const me = async () => (await (await currentUser(getRequest("/api/auth/user", { cookie }))).json()) as Stored;
    expect((await me()).gradeSystem).toBeNull();
    const patch = (body: unknown, headers: Record<string, string> = { cookie }) =>
      setGradeSystem(jsonRequest("/api/auth/user", body, { method: "PATCH", headers }));

    const chosen = await patch({ gradeSystem: "england-wales" });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ gradeSystem: "england-wales" });
    expect((await me()).gradeSystem).toBe("england-wales");

    const unknown = await patch({ gradeSystem: "narnia" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("Please choose a grade system from the list.");
    expect((await me()).gradeSystem).toBe("england-wales");
    expect((await patch({ gradeSystem: "scotland" }, {})).status).toBe(401);
  });
});
