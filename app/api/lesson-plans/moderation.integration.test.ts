import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { lessonPlans, lessonPlanVersions, rateLimits, userActivity } from "@/db/schema";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import { safeguardingReply } from "@/lib/safety/replies";
import { connectFakeOpenAI, jsonPieces } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { chunkText, cookiesFrom, readEvents } from "@/tests/helpers/events";
import {
  forgetRequests,
  initsBeforeModel,
  ORDINARY_VERDICT,
  SAFEGUARDING_VERDICT,
} from "@/tests/helpers/model-moderator";
import { jsonRequest } from "@/tests/helpers/requests";
import { samplePlan } from "@/tests/helpers/sample-plan";

// The model moderator beside a plan and a refine, through @ai-sdk/openai against a fake server on localhost.
const fake = await connectFakeOpenAI("fake-planner-1");
const { POST: generate } = await import("./stream/route");
const { POST: refine } = await import("./[id]/refine/route");

// Ordinary to the local screen: the model moderator's verdict decides each test.
const lesson = {
  educatorId: 1,
  subject: "Mathematics",
  gradeLevel: "Grade 4",
  topic: "Equivalent fractions",
  customInstructions: "Use the Quokka pizza example.",
};

/** The events, after checking that init was read before the fake server received the model's requests. */
const timed = (response: Response) => initsBeforeModel(fake, response);

describeWithDatabase("the model moderator beside a plan and a refine", (connection) => {
  const rows = async () => connection().db.select().from(lessonPlans);
  const versions = async () => (await connection().db.select({ total: count() }).from(lessonPlanVersions))[0]?.total;

  beforeEach(async () => {
    const { db } = connection();
    await db.delete(lessonPlans);
    await db.delete(userActivity);
    await db.delete(rateLimits);
    forgetRequests(fake);
    fake.behave({ kind: "answer", pieces: jsonPieces(samplePlan()), gapMs: 5 });
    fake.moderate(ORDINARY_VERDICT);
  });

  it("reads the brief's subject, topic and instructions, and releases the plan on an ordinary verdict", async () => {
    const events = await timed(await generate(jsonRequest("/api/lesson-plans/stream", lesson)));
    expect(fake.requests).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "init", model: "fake-planner-1" });
    expect(events.at(-1)?.type).toBe("done");
    const user = fake.moderationRequests[0]?.body.messages.at(-1)?.content;
    expect(user).toContain(
      "Subject: Mathematics\nTopic: Equivalent fractions\nInstructions: Use the Quokka pizza example.",
    );
    expect((await rows()).map((row) => row.model)).toEqual(["fake-planner-1"]);
  });

  it("answers a brief the model flags with the safeguarding reply after init instead of a plan, stored flagged under its id", async () => {
    fake.moderate({ ...SAFEGUARDING_VERDICT, delayMs: 100 });
    const events = await timed(await generate(jsonRequest("/api/lesson-plans/stream", lesson)));
    // init went out before the verdict, naming the connected model; done names the safeguarding label,
    // for the page to credit the reply to it and not count a trial plan.
    const [init] = events;
    expect(init).toMatchObject({ type: "init", model: "fake-planner-1" });
    expect(new Set(events.slice(1, -1).map((event) => event.type))).toEqual(new Set(["chunk"]));
    expect(chunkText(events)).toBe(safeguardingReply("en"));
    expect(events.at(-1)).toEqual({ type: "done", lessonPlanId: init?.lessonPlanId, model: SAFEGUARDING_LABEL });
    expect(await rows()).toMatchObject([
      { id: init?.lessonPlanId, model: SAFEGUARDING_LABEL, screening: "safeguarding" },
    ]);
    const activity = await connection().db.select().from(userActivity);
    expect(activity.map((row) => row.action)).toEqual(["safeguarding_concern"]);
  });

  it("keeps the local verdict and the plan when the moderator is late", async () => {
    fake.moderate({ ...SAFEGUARDING_VERDICT, delayMs: 3000 });
    const events = await readEvents(await generate(jsonRequest("/api/lesson-plans/stream", lesson)));
    expect(events.at(-1)?.type).toBe("done");
    expect(await rows()).toMatchObject([{ model: "fake-planner-1", screening: null }]);
  });

  it("answers a refine instruction the model flags with the safeguarding reply after init, and stores no version", async () => {
    const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
    const [init] = await readEvents(response);
    forgetRequests(fake);
    fake.moderate(SAFEGUARDING_VERDICT);
    fake.behave({ kind: "answer", pieces: jsonPieces({ differentiation: samplePlan().differentiation }) });
    const events = await timed(
      await refine(
        jsonRequest(
          `/api/lesson-plans/${init?.lessonPlanId}/refine`,
          { section: "differentiation", instruction: "for the Quokka group" },
          { headers: { cookie: cookiesFrom(response) } },
        ),
        { params: Promise.resolve({ id: String(init?.lessonPlanId) }) },
      ),
    );
    expect(events).toEqual([
      { type: "init", lessonPlanId: init?.lessonPlanId, model: "fake-planner-1" },
      { type: "validation_error", message: safeguardingReply("en") },
    ]);
    expect(await versions()).toBe(0);
  });
});
