import { count } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeEach, expect, it, vi } from "vitest";
import { PlanProblems } from "@/components/lessons/plan-problems";
import { educators } from "@/db/data/educators";
import { lessonPlans, rateLimits } from "@/db/schema";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { lessonTiming } from "@/lib/lessons/timing";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";

// The real-model path (@ai-sdk/openai, Chat Completions) against a fake server on localhost.
const fake = await startFakeOpenAI();
vi.stubEnv("OPENAI_API_KEY", "sk-test-key");
vi.stubEnv("OPENAI_BASE_URL", fake.baseURL);
vi.stubEnv("OPENAI_MODEL", "fake-planner-1");
vi.resetModules();
const { POST: generate } = await import("./stream/route");
const { GET: getPlan } = await import("./[id]/route");

afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});

const lesson = { educatorId: 1, subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" };
const montessori = educators.find((educator) => educator.slug === "maria-montessori");
if (!montessori) throw new Error("catalogue lacks Maria Montessori");
/** A well-formed 45-minute plan, as a model following the prompt would write it. */
const wellFormed = composeLessonPlan(montessori, lesson, lessonTiming({ lessonLength: "medium" }));
const pieces = (text: string) => text.match(/[\s\S]{1,200}/g) ?? [];

async function stream(body: unknown) {
  const response = await generate(jsonRequest("/api/lesson-plans/stream", body));
  return { events: await readEvents(response), cookie: cookiesFrom(response) };
}

describeWithDatabase("lesson plans through an OpenAI-compatible server", (connection) => {
  const stored = async () => {
    const [row] = await connection().db.select({ total: count() }).from(lessonPlans);
    return row?.total ?? 0;
  };

  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
  });

  it("stores a plan that passes the check with no problems, grounded in the subject's safety notes", async () => {
    fake.behave({ kind: "answer", pieces: pieces(wellFormed) });
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: events[0]?.lessonPlanId });
    const id = String(events[0]?.lessonPlanId);
    const plan = await (
      await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), { params: Promise.resolve({ id }) })
    ).json();
    expect(plan).toMatchObject({ content: wellFormed, problems: null, model: "fake-planner-1" });
    const system = fake.requests[0]?.body.messages.find((message) => message.role === "system")?.content ?? "";
    expect(system).toContain("a trained spotter stands by");
    expect(system).toContain("## Common Misconceptions");
  });

  it("stores a plan whose minutes do not add up, with its problems listed", async () => {
    const wrong = wellFormed.replace(/\((\d+) min\)/, "(30 min)");
    fake.behave({ kind: "answer", pieces: pieces(wrong) });
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)?.type).toBe("done");
    const id = String(events[0]?.lessonPlanId);
    const plan = (await (
      await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), { params: Promise.resolve({ id }) })
    ).json()) as {
      problems: string[];
    };
    expect(plan.problems).toEqual([expect.stringMatching(/^the flow adds up to \d+ minutes, not 45$/)]);
    // What the page shows above such a plan (the e2e server runs the built-in model, whose plans pass).
    const shown = renderToStaticMarkup(
      createElement(PlanProblems, { problems: plan.problems, onRegenerate: () => {} }),
    );
    expect(shown).toContain(plan.problems[0]);
    expect(shown).toMatch(/<button[^>]*>.*Regenerate<\/button>/);
  });

  it.each([
    ["cut off at the output cap", "length"],
    ["ended without a finish reason", "none"],
  ] as const)("sends the error event and stores nothing for a plan %s", async (_, ending) => {
    fake.behave({ kind: "answer", pieces: pieces(wellFormed).slice(0, 5), ending });
    const { events } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events[0]?.type).toBe("init");
    expect(events.some((event) => event.type === "chunk")).toBe(true);
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The lesson plan could not be finished just now. Please try again.",
    });
    expect(await stored()).toBe(0);
  });

  it("gives a longer unit a larger output cap", async () => {
    fake.behave({ kind: "answer", pieces: ["cut"], ending: "length" });
    await stream({ ...lesson, lessonLength: "medium" });
    await stream({ ...lesson, lessonLength: "extended", extendedDurationType: "days", extendedDays: "10" });
    const caps = fake.requests.map((request) => request.body.max_completion_tokens ?? request.body.max_tokens);
    expect(caps).toEqual([6000, 6000 + 900 * 9]);
  });
});
