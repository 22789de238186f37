import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { messages, rateLimits, userActivity } from "@/db/schema";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import { moderatorInstructions } from "@/lib/safety/moderation/prompt";
import { safeguardingReply } from "@/lib/safety/replies";
import { connectFakeOpenAI } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { chunkText, readEvents } from "@/tests/helpers/events";
import { logsOf } from "@/tests/helpers/logs";
import {
  forgetRequests,
  initsBeforeModel,
  LONG_ANSWER,
  ORDINARY_VERDICT,
  SAFEGUARDING_VERDICT,
} from "@/tests/helpers/model-moderator";
import { jsonRequest } from "@/tests/helpers/requests";

// The model moderator beside the answer, through @ai-sdk/openai against a fake server on localhost:
// the fake answers the moderator's request (its `moderation_verdict` schema) apart from the answer's.
// MODERATION_TIMEOUT_MS is its default, 2 s: a late verdict comes after 3 s.
const fake = await connectFakeOpenAI("fake-educator-1");
const { POST: chat } = await import("./stream/route");

// Ordinary to the local screen: what the model moderator says decides each test.
const question = "How do I start the school year with a new class of Zanzibar-born twelve-year-olds?";

const ask = async (body: Record<string, unknown> = {}) =>
  readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question, ...body })));

/** The events, after checking that init was read before the fake server received either request. */
async function askTimed() {
  const events = await initsBeforeModel(fake, await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question })));
  expect(fake.requests).toHaveLength(1);
  return events;
}

describeWithDatabase("the model moderator beside the chat answer", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(messages);
    await db.delete(userActivity);
    await db.delete(rateLimits);
    forgetRequests(fake);
    fake.behave({ kind: "answer", pieces: ["I would ", "begin with ", "observation."] });
    fake.moderate(ORDINARY_VERDICT);
  });

  it("asks the model for a JSON-schema verdict on the fenced question, and releases the answer on an ordinary one", async () => {
    const { result: events, logs } = await logsOf(() => askTimed());
    expect(events[0]).toMatchObject({ type: "init", model: "fake-educator-1" });
    expect(chunkText(events)).toBe("I would begin with observation.");
    expect(events.at(-1)?.type).toBe("complete");

    expect(fake.moderationRequests).toHaveLength(1);
    const [moderation] = fake.moderationRequests;
    expect(moderation?.body.stream).toBeFalsy();
    expect(moderation?.body.response_format?.type).toBe("json_schema");
    expect(moderation?.body.response_format?.json_schema?.name).toBe("moderation_verdict");
    const schema = moderation?.body.response_format?.json_schema?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties).sort()).toEqual(["kind", "language", "severity"]);
    const system = moderation?.body.messages.find((message) => message.role === "system")?.content;
    expect(system).toBe(moderatorInstructions());
    const user = moderation?.body.messages.at(-1)?.content;
    expect(user).toBe(`<teacher_text>\n${question}\n</teacher_text>`);
    expect(fake.requests).toHaveLength(1);
    // OPENAI_BASE_URL names another server than OpenAI's: its moderation endpoint is not asked.
    expect(fake.endpointRequests).toHaveLength(0);
    expect(logs).not.toContain("Zanzibar");
  });

  it("aborts the answer on the model's safeguarding verdict and streams the safeguarding reply after init, stored flagged under its id", async () => {
    fake.behave(LONG_ANSWER);
    fake.moderate({ ...SAFEGUARDING_VERDICT, delayMs: 200 });
    const disconnects = fake.disconnects;
    const finished = fake.finished;
    const { result: events, logs } = await logsOf(() => askTimed());

    // init went out before the verdict, naming the connected model; the reply's chunks follow it, and its
    // complete names the safeguarding label, for the page to credit the reply to it.
    const [init] = events;
    expect(init).toMatchObject({ type: "init", model: "fake-educator-1" });
    expect(new Set(events.slice(1, -1).map((event) => event.type))).toEqual(new Set(["chunk"]));
    expect(chunkText(events)).toBe(safeguardingReply("en"));
    expect(events.at(-1)).toEqual({
      type: "complete",
      messageId: init?.messageId,
      conversationId: init?.conversationId,
      model: SAFEGUARDING_LABEL,
    });
    // The answer's request was under way and is cut off, not finished.
    expect(fake.requests).toHaveLength(1);
    await fake.disconnected(disconnects + 1);
    expect(fake.disconnects).toBe(disconnects + 1);
    expect(fake.finished).toBe(finished);

    const rows = await connection().db.select().from(messages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: init?.messageId,
      answer: safeguardingReply("en"),
      model: SAFEGUARDING_LABEL,
      screening: "safeguarding",
    });
    const activity = await connection().db.select().from(userActivity);
    expect(activity.map((row) => row.action)).toEqual(["safeguarding_concern"]);
    expect(logs).toContain('"kind":"safeguarding"');
    expect(logs).not.toContain("Zanzibar");
  });

  it("holds an answer the model finishes before the verdict, and stores nothing of it on a safeguarding verdict", async () => {
    fake.moderate({
      kind: "verdict",
      verdict: { kind: "safeguarding", severity: "medium", language: "en" },
      delayMs: 300,
    });
    const events = await ask();
    expect(chunkText(events)).toBe(safeguardingReply("en"));
    expect(chunkText(events)).not.toContain("observation");
    const rows = await connection().db.select().from(messages);
    expect(rows.map((row) => row.screening)).toEqual(["safeguarding"]);
  });

  it.each([
    ["takes longer than MODERATION_TIMEOUT_MS", { ...SAFEGUARDING_VERDICT, delayMs: 3000 }, "timeout"],
    ["fails", { kind: "status", status: 500, message: "The moderator broke on Zanzibar." }, "error"],
    ["answers with text that is not JSON", { kind: "text", content: "I think it is fine" }, "error"],
  ] as const)(
    "keeps the local screen's verdict when the moderator %s, and logs it without the text",
    async (_, moderation, reason) => {
      fake.moderate(moderation);
      const { result: events, logs } = await logsOf(() => ask());
      expect(events[0]).toMatchObject({ type: "init", model: "fake-educator-1" });
      expect(chunkText(events)).toBe("I would begin with observation.");
      expect(events.at(-1)?.type).toBe("complete");
      const [row] = await connection()
        .db.select()
        .from(messages)
        .where(eq(messages.id, Number(events[0]?.messageId)));
      expect(row).toMatchObject({ answer: "I would begin with observation.", screening: null });
      expect(logs).toContain("a moderator gave no verdict; the local screen's stands");
      expect(logs).toContain(`"reason":"${reason}"`);
      expect(logs).not.toContain("Zanzibar");
    },
  );

  it.each([
    ["the model's, more severe than the local screen's", question, "injection", "injection"],
    [
      "the local screen's, more severe than the model's",
      "Are you a real person or an AI? How do I teach fractions?",
      "ordinary",
      "identity",
    ],
  ] as const)("stores the most severe of two verdicts that disagree: %s", async (_, asked, modelKind, stored) => {
    fake.moderate({ kind: "verdict", verdict: { kind: modelKind, severity: "medium", language: "en" } });
    const events = await ask({ question: asked });
    expect(events.at(-1)?.type).toBe("complete");
    const [row] = await connection().db.select().from(messages);
    expect(row?.screening).toBe(stored);
  });

  it("asks no model moderator about a question the local screen already flags", async () => {
    const events = await ask({
      question: "A student told me her stepfather hits her when her mum is at work. How should I handle it?",
    });
    expect(chunkText(events)).toBe(safeguardingReply("en"));
    // As before there was a model moderator: init names the safeguarding label, complete names none.
    expect(events[0]).toMatchObject({ type: "init", model: SAFEGUARDING_LABEL });
    expect(events.at(-1)).toEqual({
      type: "complete",
      messageId: events[0]?.messageId,
      conversationId: events[0]?.conversationId,
    });
    expect(fake.moderationRequests).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });
});
