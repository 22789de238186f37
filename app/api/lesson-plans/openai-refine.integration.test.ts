import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { lessonPlans, lessonPlanVersions, rateLimits } from "@/db/schema";
import { renderPart, renderPlan } from "@/lib/lessons/render-plan";
import type { LessonPlan } from "@/shared/plan-schema";
import { connectFakeOpenAI, jsonPieces } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { samplePlan } from "@/tests/helpers/sample-plan";

// The real-model path (@ai-sdk/openai, Chat Completions, structured output) against a fake server on localhost.
const fake = await connectFakeOpenAI("fake-planner-1");
const { POST: generate } = await import("./stream/route");
const { POST: refine } = await import("./[id]/refine/route");
const { GET: getPlan } = await import("./[id]/route");

const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
const wellFormed = samplePlan();
const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });
const differentiation: LessonPlan["differentiation"] = {
  ...wellFormed.differentiation,
  multilingualLearners: "A picture glossary of fraction, denominator and equivalent; sentence frames for explaining.",
};

describeWithDatabase("refining a part through an OpenAI-compatible server", (connection) => {
  const versions = async () => {
    const [row] = await connection().db.select({ total: count() }).from(lessonPlanVersions);
    return row?.total ?? 0;
  };

  async function storedPlan() {
    fake.behave({ kind: "answer", pieces: jsonPieces(wellFormed) });
    const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
    const events = await readEvents(response);
    return { id: events[0]?.lessonPlanId, cookie: cookiesFrom(response) };
  }

  const refineResponse = async (id: unknown, cookie: string, section = "differentiation") =>
    refine(
      jsonRequest(
        `/api/lesson-plans/${id}/refine`,
        { section, instruction: "for multilingual learners" },
        { headers: { cookie } },
      ),
      params(id),
    );
  const refined = async (id: unknown, cookie: string, section?: string) =>
    readEvents(await refineResponse(id, cookie, section));

  const planOf = async (id: unknown, cookie: string) =>
    (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as {
      content: string;
      plan: LessonPlan;
      version: number;
    };

  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
  });

  it("sends the whole plan, the part and the instruction; streams and stores the part the model returns", async () => {
    const { id, cookie } = await storedPlan();
    fake.behave({ kind: "answer", pieces: jsonPieces({ differentiation }) });
    const events = await refined(id, cookie);
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: id, version: 2 });
    const request = fake.requests.at(-1)?.body;
    expect(request?.response_format?.json_schema?.name).toBe("lesson_plan_differentiation");
    expect(Object.keys(request?.response_format?.json_schema?.schema.properties ?? {})).toEqual(["differentiation"]);
    const prompt = request?.messages.map((message) => message.content).join("\n") ?? "";
    expect(prompt).toContain(JSON.stringify(wellFormed.title));
    expect(prompt).toContain("Part to rewrite: differentiation");
    expect(prompt).toContain("<instruction>\nfor multilingual learners\n</instruction>");
    const refinedPlan = { ...wellFormed, differentiation };
    const streamed = events
      .filter((event) => event.type === "chunk")
      .map((event) => event.content)
      .join("");
    expect(streamed).toBe(renderPart(refinedPlan, "differentiation"));
    const stored = await planOf(id, cookie);
    expect(stored).toMatchObject({ version: 2, plan: refinedPlan, content: renderPlan(refinedPlan) });
  });

  it("sends a flow whose minutes do not add up back once, and stores nothing when it fails again", async () => {
    const { id, cookie } = await storedPlan();
    const steps = wellFormed.steps.map((step, index) => (index === 0 ? { ...step, minutes: 30 } : step));
    fake.behave({ kind: "answer", pieces: jsonPieces({ steps, days: [] }) });
    const events = await refined(id, cookie, "steps");
    expect(fake.requests.slice(1)).toHaveLength(2);
    const repair = fake.requests.at(-1)?.body.messages.at(-1)?.content ?? "";
    expect(repair).toContain("the flow adds up to 70 minutes, not 30 to 60");
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The section could not be refined just now. Please try again.",
    });
    expect(await versions()).toBe(0);
  });

  it.each([
    ["breaks mid-stream", { kind: "fail-after", pieces: jsonPieces({ differentiation }) } as const],
    [
      "stops at the token limit",
      { kind: "answer", pieces: jsonPieces({ differentiation }), ending: "length" } as const,
    ],
  ])("stores nothing when the model %s", async (_, behaviour) => {
    const { id, cookie } = await storedPlan();
    fake.behave(behaviour);
    const events = await refined(id, cookie);
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The section could not be refined just now. Please try again.",
    });
    expect(await versions()).toBe(0);
    expect((await planOf(id, cookie)).content).toBe(renderPlan(wellFormed));
  });

  it("aborts the model request the moment the client goes away, and stores nothing", async () => {
    const { id, cookie } = await storedPlan();
    fake.behave({ kind: "answer", pieces: jsonPieces({ differentiation }), gapMs: 30 });
    const disconnectsBefore = fake.disconnects;
    const reader = (await refineResponse(id, cookie)).body?.getReader();
    await reader?.read();
    await fake.requestsArrived(2);
    await reader?.cancel();
    await fake.disconnected(disconnectsBefore + 1);
    expect(fake.disconnects).toBe(disconnectsBefore + 1);
    expect(await versions()).toBe(0);
  });
});
