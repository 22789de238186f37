import { count } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";
import { educators } from "@/db/data/educators";
import { lessonPlans, lessonPlanVersions, rateLimits } from "@/db/schema";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { planSections } from "@/lib/lessons/check-plan";
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
const { POST: refine } = await import("./[id]/refine/route");
const { GET: getPlan } = await import("./[id]/route");

afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});

const lesson = { educatorId: 1, subject: "History", gradeLevel: "Grade 8", topic: "The printing press" };
const montessori = educators.find((educator) => educator.slug === "maria-montessori");
if (!montessori) throw new Error("catalogue lacks Maria Montessori");
const wellFormed = composeLessonPlan(montessori, lesson, lessonTiming({ lessonLength: "medium" }));
const pieces = (text: string) => text.match(/[\s\S]{1,200}/g) ?? [];
const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });
const newSection =
  "## Differentiation\n\n- **Multilingual learners:** a picture glossary of press, type and ink; sentence frames for the debate.\n";

describeWithDatabase("refining a section through an OpenAI-compatible server", (connection) => {
  const versions = async () => {
    const [row] = await connection().db.select({ total: count() }).from(lessonPlanVersions);
    return row?.total ?? 0;
  };

  async function storedPlan() {
    fake.behave({ kind: "answer", pieces: pieces(wellFormed) });
    const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
    const events = await readEvents(response);
    return { id: events[0]?.lessonPlanId, cookie: cookiesFrom(response) };
  }

  const refineResponse = async (id: unknown, cookie: string) =>
    refine(
      jsonRequest(
        `/api/lesson-plans/${id}/refine`,
        { section: "Differentiation", instruction: "for multilingual learners" },
        { headers: { cookie } },
      ),
      params(id),
    );
  const refined = async (id: unknown, cookie: string) => readEvents(await refineResponse(id, cookie));

  const contentOf = async (id: unknown, cookie: string) =>
    (
      (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as {
        content: string;
      }
    ).content;

  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
  });

  it("sends the whole plan, the section and the instruction; stores the section the model returns", async () => {
    const { id, cookie } = await storedPlan();
    fake.behave({ kind: "answer", pieces: pieces(newSection) });
    const events = await refined(id, cookie);
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: id, version: 2 });
    const prompt =
      fake.requests
        .at(-1)
        ?.body.messages.map((message) => message.content)
        .join("\n") ?? "";
    expect(prompt).toContain(wellFormed.split("\n")[0]);
    expect(prompt).toContain("Section to rewrite: ## Differentiation");
    expect(prompt).toContain("<instruction>\nfor multilingual learners\n</instruction>");
    const sections = planSections(await contentOf(id, cookie));
    expect(sections.get("Differentiation")?.trim()).toBe(newSection.split("\n\n")[1]?.trim());
    expect(sections.get("Assessment")).toEqual(planSections(wellFormed).get("Assessment"));
  });

  it.each([
    ["breaks mid-stream", { kind: "fail-after", pieces: newSection.split(" ") } as const],
    ["stops at the token limit", { kind: "answer", pieces: pieces(newSection), ending: "length" } as const],
  ])("stores nothing when the model %s", async (_, behaviour) => {
    const { id, cookie } = await storedPlan();
    fake.behave(behaviour);
    const events = await refined(id, cookie);
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The section could not be refined just now. Please try again.",
    });
    expect(await versions()).toBe(0);
    expect(await contentOf(id, cookie)).toBe(wellFormed);
  });

  it("aborts the model request the moment the client goes away, and stores nothing", async () => {
    const { id, cookie } = await storedPlan();
    fake.behave({ kind: "answer", pieces: Array.from({ length: 100 }, (_, index) => `word${index} `), gapMs: 30 });
    const disconnectsBefore = fake.disconnects;
    const reader = (await refineResponse(id, cookie)).body?.getReader();
    await reader?.read();
    await reader?.read();
    await reader?.cancel();
    await vi.waitFor(() => expect(fake.disconnects).toBe(disconnectsBefore + 1), { timeout: 2000 });
    expect(await versions()).toBe(0);
  });
});
