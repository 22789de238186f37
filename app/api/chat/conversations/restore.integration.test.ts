import { beforeEach, expect, it } from "vitest";
import { conversations, messages, rateLimits } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as chat } from "../stream/route";
import { GET as restore } from "./[id]/route";

async function ask(body: Record<string, unknown>, cookie = "") {
  const response = await chat(jsonRequest("/api/chat/stream", body, { headers: { cookie } }));
  const [init] = await readEvents(response);
  return { conversationId: init?.conversationId as number, cookie: cookie || cookiesFrom(response) };
}

const restoreAs = (id: unknown, cookie: string) =>
  restore(getRequest(`/api/chat/conversations/${id}`, { cookie }), { params: Promise.resolve({ id: String(id) }) });

describeWithDatabase("GET /api/chat/conversations/{id}", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    for (const table of [messages, conversations, rateLimits]) await db.delete(table);
  });

  it("gives a visitor's conversation back, every exchange in order, to that visitor's cookie only", async () => {
    const first = await ask({ educatorId: 3, question: "How do I scaffold reading?" });
    await ask({ educatorId: 3, question: "And for older pupils?", conversationId: first.conversationId }, first.cookie);

    const own = await restoreAs(first.conversationId, first.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const body = (await own.json()) as { educatorId: number; exchanges: { question: string; answer: string }[] };
    expect(body.educatorId).toBe(3);
    expect(body.exchanges.map((exchange) => exchange.question)).toEqual([
      "How do I scaffold reading?",
      "And for older pupils?",
    ]);
    expect(body.exchanges.every((exchange) => exchange.answer.length > 0)).toBe(true);

    const otherVisitor = await ask({ educatorId: 3, question: "Something else?" });
    expect((await restoreAs(first.conversationId, otherVisitor.cookie)).status).toBe(404);
    expect((await restoreAs(first.conversationId, "")).status).toBe(404);
    expect((await restoreAs(first.conversationId, (await signedInTeacher()).cookie)).status).toBe(404);
  });

  it("gives a teacher's conversation back to that teacher only", async () => {
    const teacher = await signedInTeacher();
    const { conversationId } = await ask({ educatorId: 1, question: "How do I prepare the room?" }, teacher.cookie);
    expect((await restoreAs(conversationId, teacher.cookie)).status).toBe(200);
    expect((await restoreAs(conversationId, (await signedInTeacher()).cookie)).status).toBe(404);
  });
});
