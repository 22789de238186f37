import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { conversations, messages, rateLimits } from "@/db/schema";
import { possibleConcernNote } from "@/lib/safety/concern-note";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest, watchedUntilHandled } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { DELETE as deleteConversation, GET as getConversation } from "../conversations/[id]/route";
import { GET as library } from "../library/route";
import { GET as getMessage } from "../messages/[id]/route";
import { POST as chat } from "./stream/route";

const question = "How can I help a restless class concentrate after lunch?";

async function ask(body: unknown, cookie = "", from = "203.0.113.20") {
  const response = await chat(jsonRequest("/api/chat/stream", body, { headers: { cookie, "x-forwarded-for": from } }));
  return { response, events: await readEvents(response), cookie: cookie || cookiesFrom(response) };
}

const readMessage = (id: unknown, cookie: string) =>
  getMessage(getRequest(`/api/messages/${id}`, { cookie }), { params: Promise.resolve({ id: String(id) }) });

describeWithDatabase("POST /api/chat/stream", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(messages);
    await db.delete(conversations);
    await db.delete(rateLimits);
  });

  it("streams init, chunks and complete, and stores the exchange for its creator only", async () => {
    const { response, events, cookie } = await ask({ educatorId: 1, question });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(cookie).toMatch(/^lyceum_vid=[0-9a-f-]{36}$/);

    const [init, ...rest] = events;
    expect(init).toMatchObject({ type: "init", model: "Built-in offline model" });
    expect(typeof init?.messageId).toBe("number");
    expect(typeof init?.conversationId).toBe("number");
    const chunks = rest.filter((event) => event.type === "chunk");
    // Text that arrives within one event-loop turn goes out as one chunk (the offline model here has no delay).
    expect(chunks.length).toBeGreaterThan(0);
    expect(rest.at(-1)).toEqual({ type: "complete", messageId: init?.messageId, conversationId: init?.conversationId });

    const own = await readMessage(init?.messageId, cookie);
    expect(own.status).toBe(200);
    const message = (await own.json()) as { answer: string; question: string; educatorId: number };
    expect(message).toMatchObject({ question, educatorId: 1, model: "Built-in offline model" });
    expect(message.answer).toBe(chunks.map((chunk) => chunk.content).join(""));

    const stranger = await readMessage(init?.messageId, "lyceum_vid=00000000-0000-4000-8000-000000000000");
    expect(stranger.status).toBe(404);
    expect((await readMessage(init?.messageId, "")).status).toBe(404);
  });

  it("carries the conversation into a follow-up, and a new educator starts a new one", async () => {
    const first = await ask({ educatorId: 4, question: "How do I group a mixed-ability class for maths?" });
    const conversationId = first.events[0]?.conversationId;
    const followUp = await ask({ educatorId: 4, question: "And for six-year-olds?", conversationId }, first.cookie);
    expect(followUp.events[0]?.conversationId).toBe(conversationId);
    const textOf = (events: typeof first.events) =>
      events
        .filter((event) => event.type === "chunk")
        .map((event) => event.content)
        .join("");
    const answer = textOf(followUp.events);
    // The follow-up answers for six-year-olds, from the primary band, and says nothing of the first answer twice.
    expect(answer).toContain("(primary classes)");
    const sentences = (text: string) =>
      text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(" ").length >= 5);
    const said = new Set(sentences(textOf(first.events)));
    expect(sentences(answer).filter((sentence) => said.has(sentence))).toEqual([]);

    const otherEducator = await ask(
      { educatorId: 1, question: "And for six-year-olds?", conversationId },
      first.cookie,
    );
    expect(otherEducator.events[0]?.conversationId).not.toBe(conversationId);

    const someoneElse = await ask({ educatorId: 4, question: "And for teenagers?", conversationId });
    expect(someoneElse.events[0]?.conversationId).not.toBe(conversationId);
    const [row] = await connection().db.select({ total: count() }).from(conversations);
    expect(row?.total).toBe(3);
  });

  it.each([
    ["an empty question", { educatorId: 1, question: "" }, 400, "Question cannot be empty"],
    ["a blank question", { educatorId: 1, question: "   \n " }, 400, "Question cannot be empty"],
    ["no question", { educatorId: 1 }, 400, "Question cannot be empty"],
    [
      "a question of 2001 characters",
      { educatorId: 1, question: "x".repeat(2001) },
      400,
      "Please keep your question under 2000 characters.",
    ],
    ["no educator", { question }, 400, "Please select an educator before submitting a question."],
    [
      "an educator id that is text",
      { educatorId: "1", question },
      400,
      "Please select an educator before submitting a question.",
    ],
    ["an unknown educator", { educatorId: 99_999, question }, 404, "Educator not found"],
  ])("answers %s with one error event and stores nothing", async (_, body, status, message) => {
    const { response, events } = await ask(body);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(events).toEqual([{ type: "error", message }]);
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });

  it("keeps script text in a question as text", async () => {
    const hostile = "<script>alert('x')</script> How do I teach fractions?";
    const { events, cookie } = await ask({ educatorId: 2, question: hostile });
    const stored = await readMessage(events[0]?.messageId, cookie);
    expect(await stored.json()).toMatchObject({ question: hostile });
  });

  it("limits how fast one visitor can ask", async () => {
    const first = await ask({ educatorId: 1, question });
    for (let index = 0; index < 29; index += 1) await ask({ educatorId: 1, question }, first.cookie);
    const limited = await ask({ educatorId: 1, question }, first.cookie);
    expect(limited.response.status).toBe(429);
    expect(limited.events).toEqual([{ type: "error", message: expect.stringContaining("Too many attempts") }]);
  });

  it("lists a signed-in teacher's conversations in the library, opens and removes them for the owner only", async () => {
    const teacher = await signedInTeacher();
    const first = await ask({ educatorId: 2, question }, teacher.cookie);
    const conversationId = first.events[0]?.conversationId;
    await ask({ educatorId: 2, question: "And with older students?", conversationId }, teacher.cookie);

    const listed = (await (await library(getRequest("/api/library", { cookie: teacher.cookie }))).json()) as {
      conversations: { id: number; educatorName: string; exchanges: number; title: string }[];
    };
    expect(listed.conversations).toEqual([
      expect.objectContaining({ id: conversationId, educatorName: "John Dewey", exchanges: 2, title: question }),
    ]);
    const params = { params: Promise.resolve({ id: String(conversationId) }) };
    const opened = await getConversation(getRequest("/", { cookie: teacher.cookie }), params);
    expect(((await opened.json()) as { exchanges: unknown[] }).exchanges).toHaveLength(2);

    const other = await signedInTeacher();
    expect((await getConversation(getRequest("/", { cookie: other.cookie }), params)).status).toBe(404);
    expect(
      (
        await deleteConversation(
          jsonRequest("/", undefined, { method: "DELETE", headers: { cookie: other.cookie } }),
          params,
        )
      ).status,
    ).toBe(404);
    const removed = await deleteConversation(
      jsonRequest("/", undefined, { method: "DELETE", headers: { cookie: teacher.cookie } }),
      params,
    );
    expect(removed.status).toBe(200);
    expect((await getConversation(getRequest("/", { cookie: teacher.cookie }), params)).status).toBe(404);
  });

  it("opens the answer to a possible concern with the safeguarding note, and stores it flagged", async () => {
    // The word lists see a sign but no child told of; the concern model's score is past the note's (lib/safety/model).
    const worry =
      "keeps disappearing after school, comes back with cash and a new phone, older guys collect him in a car";
    const { events, cookie } = await ask({ educatorId: 1, question: worry });
    const [init, ...rest] = events;
    expect(init).toMatchObject({ type: "init", model: "Built-in offline model" });
    expect(rest.at(-1)).toMatchObject({ type: "complete", messageId: init?.messageId });
    const streamed = rest.flatMap((event) => (event.type === "chunk" ? [event.content] : [])).join("");
    expect(streamed.startsWith(`${possibleConcernNote}\n\n`)).toBe(true);
    expect(streamed).toContain("**In your classroom**");

    const stored = (await (await readMessage(init?.messageId, cookie)).json()) as { answer: string };
    expect(stored.answer).toBe(streamed);
    const [row] = await connection().db.select().from(messages);
    expect(row?.screening).toBe("possible_concern");
  });

  it("does not store an answer whose reader went away", async () => {
    const { request, handled } = watchedUntilHandled(jsonRequest("/api/chat/stream", { educatorId: 1, question }));
    const reader = (await chat(request)).body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await handled;
    const [row] = await connection().db.select({ total: count() }).from(messages);
    expect(row?.total).toBe(0);
  });
});
