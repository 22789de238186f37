import { beforeEach, describe, expect, it } from "vitest";
import { lessonPlans, rateLimits } from "@/db/schema";
import { PLAN_PARTS, type PlanPart, partChanged, partOf } from "@/lib/lessons/plan-parts";
import { renderPart, renderPlan } from "@/lib/lessons/render-plan";
import type { LessonPlan } from "@/shared/plan-schema";
import { connectFakeOpenAI, jsonPieces } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { samplePlan, sampleUnit } from "@/tests/helpers/sample-plan";

// Every part of a plan refined on the real-model path (@ai-sdk/openai, structured output) against a fake
// server on localhost: the model's answer is stored as exactly that part, streamed as the part's Markdown.
const fake = await connectFakeOpenAI("fake-planner-1");
const { POST: generate } = await import("./stream/route");
const { POST: refine } = await import("./[id]/refine/route");
const { GET: getPlan } = await import("./[id]/route");

const single = samplePlan();
const unit = sampleUnit();
const fractions = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
const LESSONS = [
  ["a single lesson", fractions, single],
  [
    "a unit of two days",
    { ...fractions, lessonLength: "extended", extendedDurationType: "days", extendedDays: "2" },
    unit,
  ],
] as const;
const PARTS = Object.keys(PLAN_PARTS) as PlanPart[];

const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });
type Stored = { content: string; plan: LessonPlan; version: number };

/** Names other parts point at, or the request fixes, kept as they are: step titles, a misconception's step, the educator. */
const KEPT = new Set(["title", "step", "educator"]);

/**
 * A part as the model revises it: " (revised)" appended to every string (each answer and its distractors
 * alike, so they stay distinct), but the names kept. A slide's text takes it before its closing full
 * stop, so the slide keeps its two sentences.
 */
function revised(value: unknown, key = ""): unknown {
  if (typeof value === "string") {
    if (KEPT.has(key)) return value;
    return key === "slideText" ? value.replace(/([.!?]*)$/, " (revised)$1") : `${value} (revised)`;
  }
  if (Array.isArray(value)) return value.map((item) => revised(item, key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, revised(entry, name)]));
  return value;
}

describeWithDatabase("refining every part through an OpenAI-compatible server", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
  });

  const readPlan = async (id: unknown, cookie: string) =>
    (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as Stored;

  describe.each(LESSONS)("in %s", (_, lesson, wellFormed) => {
    it.each(PARTS)("%s: stores exactly that part changed and streams the part's Markdown", async (part) => {
      fake.behave({ kind: "answer", pieces: jsonPieces(wellFormed) });
      const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
      const generated = await readEvents(response);
      const id = generated[0]?.lessonPlanId;
      expect(generated.at(-1)).toEqual({ type: "done", lessonPlanId: id });
      const cookie = cookiesFrom(response);
      const before = await readPlan(id, cookie);

      const answer = revised(partOf(before.plan, part)) as Partial<LessonPlan>;
      fake.behave({ kind: "answer", pieces: jsonPieces(answer) });
      const events = await readEvents(
        await refine(
          jsonRequest(
            `/api/lesson-plans/${id}/refine`,
            { section: part, instruction: "more challenge" },
            { headers: { cookie } },
          ),
          params(id),
        ),
      );
      expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: id, version: 2 });
      // One request for the plan, one for the part: the answer needed no repair.
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests.at(-1)?.body.response_format?.json_schema?.name).toBe(`lesson_plan_${part}`);

      const after = await readPlan(id, cookie);
      const refinedPlan = { ...before.plan, ...answer };
      expect(partChanged(before.plan, after.plan, part)).toBe(true);
      expect(after).toMatchObject({ version: 2, plan: refinedPlan, content: renderPlan(refinedPlan) });
      expect(after.plan).toEqual(refinedPlan);
      const streamed = events
        .filter((event) => event.type === "chunk")
        .map((event) => event.content)
        .join("");
      expect(streamed).toBe(renderPart(after.plan, part));
    });
  });
});
