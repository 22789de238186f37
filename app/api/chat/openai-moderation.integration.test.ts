import { beforeEach, expect, it, vi } from "vitest";
import { messages, rateLimits, userActivity } from "@/db/schema";
import { safeguardingReply } from "@/lib/safety/replies";
import { connectFakeAsOpenAI } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { logsOf } from "@/tests/helpers/logs";
import { jsonRequest } from "@/tests/helpers/requests";

// The model connected as OpenAI itself (no OPENAI_BASE_URL): OpenAI's moderation endpoint reads the
// question beside the model moderator, both played by the fake server. That it is not asked when
// OPENAI_BASE_URL is set is checked in moderation.integration.test.ts.
const fake = await connectFakeAsOpenAI("fake-educator-1");
const { POST: chat } = await import("./stream/route");

// Ordinary to the local screen and to the model moderator (the fake's default): the endpoint decides.
const question = "How do I start the school year with a new class of Zanzibar-born twelve-year-olds?";
const answer = "I would begin with observation.";
const text = (events: { type: string; content?: unknown }[]) =>
  events
    .filter((event) => event.type === "chunk")
    .map((event) => event.content)
    .join("");
const ask = async () => readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question })));

describeWithDatabase("OpenAI's moderation endpoint beside the chat answer", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(messages);
    await db.delete(userActivity);
    await db.delete(rateLimits);
    fake.requests.length = 0;
    fake.moderationRequests.length = 0;
    fake.endpointRequests.length = 0;
    fake.behave({ kind: "answer", pieces: ["I would ", "begin with ", "observation."] });
    fake.moderateEndpoint({ kind: "flags", flagged: {} });
  });

  it("releases the answer when the endpoint flags nothing, after asking it about the question", async () => {
    const events = await ask();
    expect(text(events)).toBe(answer);
    expect(events.at(-1)?.type).toBe("complete");
    expect(fake.endpointRequests.map((request) => request.body)).toEqual([
      { model: "omni-moderation-latest", input: question },
    ]);
    expect(fake.moderationRequests).toHaveLength(1);
  });

  it("streams the safeguarding reply in place of the answer when the endpoint flags self-harm, stored flagged", async () => {
    fake.behave({ kind: "answer", pieces: Array.from({ length: 60 }, (_, index) => `word${index} `), gapMs: 30 });
    fake.moderateEndpoint({ kind: "flags", flagged: { "self-harm/intent": 0.91 }, delayMs: 200 });
    const disconnects = fake.disconnects;
    const { result: events, logs } = await logsOf(() => ask());
    expect(text(events)).toBe(safeguardingReply("en"));
    await vi.waitFor(() => expect(fake.disconnects).toBe(disconnects + 1), { timeout: 2000 });
    const rows = await connection().db.select().from(messages);
    expect(rows.map((row) => [row.answer, row.screening])).toEqual([[safeguardingReply("en"), "safeguarding"]]);
    const activity = await connection().db.select().from(userActivity);
    expect(activity.map((row) => row.action)).toEqual(["safeguarding_concern"]);
    expect(logs).toContain('"moderator":"openai"');
    expect(logs).not.toContain("Zanzibar");
  });

  it.each([
    ["fails", { kind: "status", status: 500, message: "The endpoint broke on Zanzibar." }, "error"],
    [
      "takes longer than MODERATION_TIMEOUT_MS",
      { kind: "flags", flagged: { "self-harm": 0.99 }, delayMs: 3000 },
      "timeout",
    ],
  ] as const)(
    "keeps the local screen's verdict when the endpoint %s, and logs it without the text",
    async (_, endpoint, reason) => {
      fake.moderateEndpoint(endpoint);
      const { result: events, logs } = await logsOf(() => ask());
      expect(text(events)).toBe(answer);
      const [row] = await connection().db.select().from(messages);
      expect(row).toMatchObject({ answer, screening: null });
      expect(logs).toContain("a moderator gave no verdict; the local screen's stands");
      expect(logs).toContain('"moderator":"openai"');
      expect(logs).toContain(`"reason":"${reason}"`);
      expect(logs).not.toContain("Zanzibar");
    },
  );
});
