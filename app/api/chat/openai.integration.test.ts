import { count } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { BAND_LABELS } from "@/db/data/bands";
import { notesBySlug } from "@/db/data/notes";
import { messages, rateLimits } from "@/db/schema";
import { connectFakeOpenAI } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";

// The real OpenAI path (@ai-sdk/openai, Chat Completions) against a fake server on localhost.
// The answer's path alone: the model moderator is off (MODERATION_TIMEOUT_MS=0), so each question makes
// one request and nothing is held. With it on, a moderation request ran beside every answer and the
// answer waited for its verdict, which under load cost the 400 ms first-token test its margin; the
// moderator beside the answer has its own tests (moderation.integration.test.ts).
const fake = await connectFakeOpenAI("fake-educator-1", {
  MODEL_FIRST_TOKEN_TIMEOUT_MS: "400",
  MODERATION_TIMEOUT_MS: "0",
});
const { POST: chat } = await import("./stream/route");
const { GET: getMessage } = await import("../messages/[id]/route");

const question = "How do I start the school year with a new class?";

describeWithDatabase("the chat stream through an OpenAI-compatible server", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(messages);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
    fake.moderationRequests.length = 0;
  });

  afterEach(() => {
    // The moderator is off: no request but the answers' reaches the server.
    expect(fake.moderationRequests).toHaveLength(0);
  });

  it("streams the server's text and sends the persona's system prompt", async () => {
    fake.behave({ kind: "answer", pieces: ["I would ", "begin with ", "observation."] });
    const response = await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question }));
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: "init", model: "fake-educator-1" });
    const answer = events
      .filter((event) => event.type === "chunk")
      .map((event) => event.content)
      .join("");
    expect(answer).toBe("I would begin with observation.");
    expect(events.at(-1)?.type).toBe("complete");

    const [sent] = fake.requests;
    expect(sent?.body.model).toBe("fake-educator-1");
    expect(sent?.body.stream).toBe(true);
    const system = sent?.body.messages.find((message) => message.role === "system");
    expect(system?.content).toContain("Speak in the first person as Maria Montessori");
    expect(sent?.body.messages.at(-1)?.content).toContain(question);

    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const stored = await getMessage(getRequest(`/api/messages/${events[0]?.messageId}`, { cookie }), {
      params: Promise.resolve({ id: String(events[0]?.messageId) }),
    });
    expect(await stored.json()).toMatchObject({ answer: "I would begin with observation.", model: "fake-educator-1" });
  });

  it("grounds the prompt in the notes retrieved for the question: position, work, the teacher's band only", async () => {
    fake.behave({ kind: "answer", pieces: ["Let them ", "choose."] });
    const homework = "My 8th graders never do their homework. What should I do?";
    await readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question: homework })));
    const system = fake.requests[0]?.body.messages.find((message) => message.role === "system")?.content ?? "";
    const note = notesBySlug["maria-montessori"]?.homework;
    expect(system).toContain("Your documented positions for this question");
    expect(system).toContain(`Position: ${note?.position}`);
    expect(system).toContain(`Source: ${note?.work}`);
    expect(system).toContain(`Classroom moves for ${BAND_LABELS.answer.secondary}: ${note?.moves.secondary.join(" ")}`);
    expect(system).not.toContain(note?.moves.primary[0]);
    expect(system).toContain("Cite only the works named in this section");
  });

  it("ends with an error event and stores nothing when the model fails mid-stream", async () => {
    fake.behave({ kind: "fail-after", pieces: ["One ", "two ", "three ", "four"] });
    const events = await readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question })));
    expect(events[0]?.type).toBe("init");
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The educator could not answer just now. Please try again.",
    });
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });

  it.each([
    ["closes without a finish reason or [DONE]", "none"],
    ["stops at the token limit", "length"],
  ] as const)("ends with an error event and stores nothing when the model %s", async (_, ending) => {
    fake.behave({ kind: "answer", pieces: ["A cut-", "off answer"], ending });
    const events = await readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question })));
    expect(events.filter((event) => event.type === "chunk")).toHaveLength(2);
    expect(events.at(-1)).toEqual({
      type: "error",
      message: "The educator could not answer just now. Please try again.",
    });
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });

  it("stores exactly what it streamed when the model sends NUL bytes and lone or split surrogates", async () => {
    const pieces = ["Nul\u0000 here, ", "lone \uDC00 low, ", "split \uD83D", "\uDE00 pair, ", "high at the end \uD800"];
    fake.behave({ kind: "answer", pieces });
    const response = await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question }));
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe("complete");
    const streamed = events
      .filter((event) => event.type === "chunk")
      .map((event) => event.content)
      .join("");
    expect(streamed).toBe("Nul here, lone \uFFFD low, split \u{1F600} pair, high at the end \uFFFD");
    const stored = await getMessage(
      getRequest(`/api/messages/${events[0]?.messageId}`, { cookie: cookiesFrom(response) }),
      {
        params: Promise.resolve({ id: String(events[0]?.messageId) }),
      },
    );
    expect(stored.status).toBe(200);
    expect((await stored.json()).answer).toBe(streamed);
  });

  it("fails a stream whose model sends no words within the first-token limit", async () => {
    fake.behave({ kind: "answer", pieces: ["Too late."], firstTokenMs: 5000 });
    const events = await readEvents(await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question })));
    expect(events.map((event) => event.type)).toEqual(["init", "error"]);
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });

  it("aborts the model request the moment the client goes away, and stores nothing", async () => {
    fake.behave({ kind: "answer", pieces: Array.from({ length: 100 }, (_, index) => `word${index} `), gapMs: 30 });
    const disconnectsBefore = fake.disconnects;
    const finishedBefore = fake.finished;
    const response = await chat(jsonRequest("/api/chat/stream", { educatorId: 1, question }));
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.read();
    await reader?.cancel();
    await fake.disconnected(disconnectsBefore + 1);
    expect(fake.disconnects).toBe(disconnectsBefore + 1);
    expect(fake.finished).toBe(finishedBefore);
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });
});
