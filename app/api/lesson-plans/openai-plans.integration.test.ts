import { count } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { PlanProblems } from "@/components/lessons/plan-problems";
import { lessonPlans, rateLimits } from "@/db/schema";
import { renderPlan } from "@/lib/lessons/render-plan";
import type { StreamEvent } from "@/lib/sse";
import type { LessonPlan } from "@/shared/plan-schema";
import { connectFakeOpenAI, jsonPieces } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import type { FakeBehaviour, RecordedRequest } from "@/tests/helpers/fake-openai";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { samplePlan } from "@/tests/helpers/sample-plan";

// The real-model path (@ai-sdk/openai, Chat Completions, structured output) against a fake server on localhost.
const fake = await connectFakeOpenAI("fake-planner-1");
const { POST: generate } = await import("./stream/route");
const { GET: getPlan } = await import("./[id]/route");

const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
/** A well-formed 45-minute plan, as a model filling the schema would write it. */
const wellFormed = samplePlan();
/** A model's answer: text as one piece, anything else as its JSON in small pieces, as a model streams it. */
const answer = (value: unknown, extra: Partial<Extract<FakeBehaviour, { kind: "answer" }>> = {}): FakeBehaviour => ({
  kind: "answer",
  pieces: typeof value === "string" ? [value] : jsonPieces(value),
  ...extra,
});
/** The minutes of the first step changed, so the flow no longer adds up to 45. */
const wrongMinutes: LessonPlan = {
  ...wellFormed,
  steps: wellFormed.steps.map((step, index) => (index === 0 ? { ...step, minutes: 30 } : step)),
};
const lastUserMessage = (request: RecordedRequest | undefined) =>
  request?.body.messages.filter((message) => message.role === "user").at(-1)?.content ?? "";

async function stream(body: unknown) {
  const response = await generate(jsonRequest("/api/lesson-plans/stream", body));
  return { events: await readEvents(response), cookie: cookiesFrom(response) };
}

async function storedPlan(events: StreamEvent[], cookie: string) {
  const id = String(events[0]?.lessonPlanId);
  const response = await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), {
    params: Promise.resolve({ id }),
  });
  return (await response.json()) as {
    content: string;
    plan: LessonPlan | null;
    problems: string[] | null;
    model: string;
  };
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

  it("asks for the plan's JSON schema, streams its Markdown as it is written, and stores the object", async () => {
    fake.behave(answer(wellFormed, { gapMs: 5 }));
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: events[0]?.lessonPlanId });
    const format = fake.requests[0]?.body.response_format;
    expect(format?.type).toBe("json_schema");
    expect(format?.json_schema?.name).toBe("lesson_plan");
    expect(Object.keys(format?.json_schema?.schema.properties ?? {})).toContain("starterQuiz");
    const chunks = events.filter((event) => event.type === "chunk");
    expect(chunks.length).toBeGreaterThan(5);
    const plan = await storedPlan(events, cookie);
    expect(plan).toMatchObject({ plan: wellFormed, problems: null, model: "fake-planner-1" });
    expect(plan.content).toBe(renderPlan(wellFormed));
    expect(chunks.map((event) => event.content).join("")).toBe(plan.content);
    expect(fake.requests).toHaveLength(1);
  });

  it("sends a plan whose minutes do not add up back once, and stores the repaired plan", async () => {
    fake.behave((body) =>
      body.messages.some((message) => message.role === "assistant") ? answer(wellFormed) : answer(wrongMinutes),
    );
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)?.type).toBe("done");
    expect(fake.requests).toHaveLength(2);
    expect(lastUserMessage(fake.requests[1])).toMatch(/the flow adds up to 70 minutes, not 30 to 60/);
    const plan = await storedPlan(events, cookie);
    expect(plan.plan).toEqual(wellFormed);
    expect(plan.content).toBe(renderPlan(wellFormed));
  });

  it("sends an answer that is not JSON back once with the problem, and stores the repaired plan", async () => {
    fake.behave((body) =>
      body.messages.some((message) => message.role === "assistant")
        ? answer(wellFormed)
        : answer('{"title": "Fractions", oops'),
    );
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)?.type).toBe("done");
    expect(fake.requests).toHaveLength(2);
    expect(lastUserMessage(fake.requests[1])).toContain("not valid JSON");
    expect((await storedPlan(events, cookie)).plan).toEqual(wellFormed);
  });

  it("ends with the error event and stores nothing when the repaired plan fails again", async () => {
    fake.behave(answer(wrongMinutes));
    const { events } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The lesson plan could not be finished just now. Please try again.",
    });
    expect(fake.requests).toHaveLength(2);
    expect(await stored()).toBe(0);
  });

  it("stores a plan with the problems the checker does not refuse, which the page shows above it", async () => {
    // Weight training needs safety notes; the plan has none.
    fake.behave(answer(wellFormed));
    const training = { ...lesson, subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" };
    const { events, cookie } = await stream({ ...training, lessonLength: "medium" });
    expect(events.at(-1)?.type).toBe("done");
    expect(fake.requests).toHaveLength(1);
    const plan = await storedPlan(events, cookie);
    expect(plan.problems).toEqual(["no safety notes, which this lesson needs"]);
    expect(plan.plan).toMatchObject({ subject: "Physical Education", topic: "Weight training" });
    const system = fake.requests[0]?.body.messages.find((message) => message.role === "system")?.content ?? "";
    expect(system).toContain("a trained spotter stands by");
    const shown = renderToStaticMarkup(
      createElement(PlanProblems, { problems: plan.problems ?? [], onRegenerate: () => {} }),
    );
    expect(shown).toContain("no safety notes, which this lesson needs");
    expect(shown).toMatch(/<button[^>]*>.*Regenerate<\/button>/);
  });

  it("asks a server that rejects JSON-schema output in JSON mode, with the schema in the instructions", async () => {
    fake.behave((body) =>
      body.response_format?.type === "json_schema"
        ? { kind: "status", status: 400, message: "response_format json_schema is not supported" }
        : answer(wellFormed),
    );
    const { events, cookie } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events.at(-1)?.type).toBe("done");
    const [first, second] = fake.requests;
    expect(first?.body.response_format?.type).toBe("json_schema");
    expect(second?.body.response_format).toEqual({ type: "json_object" });
    const system = second?.body.messages.find((message) => message.role === "system")?.content ?? "";
    expect(system).toContain('"starterQuiz"');
    expect((await storedPlan(events, cookie)).plan).toEqual(wellFormed);
  });

  it("aborts the repair request too when the client goes away during it, and stores nothing", async () => {
    const slow = { gapMs: 30 };
    fake.behave((body) =>
      body.messages.some((message) => message.role === "assistant") ? answer(wellFormed, slow) : answer(wrongMinutes),
    );
    const disconnectsBefore = fake.disconnects;
    const response = await generate(jsonRequest("/api/lesson-plans/stream", { ...lesson, lessonLength: "medium" }));
    const reader = response.body?.getReader();
    await fake.requestsArrived(2);
    await reader?.cancel();
    await fake.disconnected(disconnectsBefore + 1);
    expect(fake.disconnects).toBe(disconnectsBefore + 1);
    expect(await stored()).toBe(0);
  });

  it.each([
    ["cut off at the output cap", "length"],
    ["ended without a finish reason", "none"],
  ] as const)("sends the error event and stores nothing for a plan %s", async (_, ending) => {
    fake.behave(answer(wellFormed, { ending }));
    const { events } = await stream({ ...lesson, lessonLength: "medium" });
    expect(events[0]?.type).toBe("init");
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The lesson plan could not be finished just now. Please try again.",
    });
    expect(fake.requests).toHaveLength(1);
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
