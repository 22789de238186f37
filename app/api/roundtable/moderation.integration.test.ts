import { afterAll, beforeEach, expect, it, vi } from "vitest";
import { messages, rateLimits, roundtableSyntheses, roundtables } from "@/db/schema";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import { safeguardingReply } from "@/lib/safety/replies";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { jsonRequest } from "@/tests/helpers/requests";

// The model moderator beside a roundtable round, through @ai-sdk/openai against a fake server on localhost.
const fake = await startFakeOpenAI();
vi.stubEnv("OPENAI_API_KEY", "sk-test-key");
vi.stubEnv("OPENAI_BASE_URL", fake.baseURL);
vi.stubEnv("OPENAI_MODEL", "fake-educator-1");
vi.resetModules();
const { POST: roundtable } = await import("./stream/route");

afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});

const question = "How should I respond when a pupil keeps disrupting the lesson?";
const ask = () => roundtable(jsonRequest("/api/roundtable/stream", { educatorIds: [1, 3], question }));

describeWithDatabase("the model moderator beside a roundtable", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(roundtables);
    await connection().db.delete(messages);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
    fake.moderationRequests.length = 0;
  });

  it("aborts every educator's answer on the model's safeguarding verdict and gives the reply once, as the synthesis", async () => {
    fake.behave({ kind: "answer", pieces: Array.from({ length: 60 }, (_, index) => `word${index} `), gapMs: 30 });
    fake.moderate({
      kind: "verdict",
      verdict: { kind: "safeguarding", severity: "high", language: "en" },
      delayMs: 200,
    });
    const disconnects = fake.disconnects;
    const events = await readEvents(await ask());
    expect(events.map((event) => event.type).filter((type) => type !== "synthesis_chunk")).toEqual([
      "synthesis_init",
      "done",
    ]);
    expect(events[0]).toMatchObject({ model: SAFEGUARDING_LABEL, screening: "safeguarding" });
    const reply = events
      .filter((event) => event.type === "synthesis_chunk")
      .map((event) => event.content)
      .join("");
    expect(reply).toBe(safeguardingReply("en"));
    expect(fake.moderationRequests).toHaveLength(1);
    await vi.waitFor(() => expect(fake.disconnects).toBe(disconnects + 2), { timeout: 2000 });
    expect(await connection().db.select().from(messages)).toHaveLength(0);
    expect(await connection().db.select().from(roundtableSyntheses)).toMatchObject([{ screening: "safeguarding" }]);
  });

  it("releases the round on an ordinary verdict", async () => {
    fake.behave({ kind: "answer", pieces: ["An ", "answer."] });
    fake.moderate({ kind: "verdict", verdict: { kind: "ordinary", severity: "none", language: "en" } });
    const events = await readEvents(await ask());
    expect(events.filter((event) => event.type === "init")).toHaveLength(2);
    expect(events.filter((event) => event.type === "complete")).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ type: "done" });
  });
});
