import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { purgeRemoved, RESTORE_WINDOW_MS } from "@/db/queries/removals";
import { activityCounts } from "@/db/queries/stats";
import { conversations, messages, rateLimits, roundtableSyntheses, roundtables, userActivity } from "@/db/schema";
import { safeguardingReply } from "@/lib/safety/replies";
import type { StreamEvent } from "@/lib/sse";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as restoreItem } from "../library/restore/route";
import { GET as library } from "../library/route";
import { DELETE as deleteRoundtable, GET as getRoundtable } from "../roundtables/[id]/route";
import { POST as roundtable } from "./stream/route";

// Montessori, Freire and Confucius (seeded in catalogue order).
const seats = [1, 3, 5];
const question = "How should I respond when a pupil keeps disrupting the lesson?";

async function ask(body: unknown, cookie = "", from = "203.0.113.30") {
  const request = jsonRequest("/api/roundtable/stream", body, { headers: { cookie, "x-forwarded-for": from } });
  const response = await roundtable(request);
  return { response, events: await readEvents(response), cookie: cookie || cookiesFrom(response) };
}

const textOf = (events: StreamEvent[], type: string, educatorId?: number) =>
  events
    .filter((event) => event.type === type && event.educatorId === educatorId)
    .map((event) => event.content)
    .join("");

const byId = (id: unknown, cookie: string, method: "GET" | "DELETE" = "GET") => {
  const request =
    method === "GET"
      ? getRequest(`/api/roundtables/${id}`, { cookie })
      : jsonRequest(`/api/roundtables/${id}`, {}, { method, headers: { cookie } });
  const handler = method === "GET" ? getRoundtable : deleteRoundtable;
  return handler(request, { params: Promise.resolve({ id: String(id) }) });
};

describeWithDatabase("POST /api/roundtable/stream", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(roundtables);
    await db.delete(messages);
    await db.delete(conversations);
    await db.delete(rateLimits);
    await db.delete(userActivity);
  });

  it("streams three educators side by side, stores each answer once complete, then the synthesis", async () => {
    const { response, events } = await ask({ educatorIds: seats, question });
    expect(response.status).toBe(200);
    const inits = events.filter((event) => event.type === "init");
    expect(inits.map((event) => event.educatorId)).toEqual(seats);
    expect(inits.every((event) => event.model === "Built-in offline model")).toBe(true);
    const roundtableId = inits[0]?.roundtableId;
    expect(inits.every((event) => event.roundtableId === roundtableId)).toBe(true);
    // The answers arrive interleaved: a second educator's chunk comes before the first educator completes.
    const firstComplete = events.findIndex((event) => event.type === "complete");
    const chunkers = new Set(
      events
        .slice(0, firstComplete)
        .filter((e) => e.type === "chunk")
        .map((e) => e.educatorId),
    );
    expect(chunkers.size).toBe(3);

    const { db } = connection();
    for (const init of inits) {
      const complete = events.find((event) => event.type === "complete" && event.educatorId === init.educatorId);
      expect(complete).toEqual({
        type: "complete",
        educatorId: init.educatorId,
        messageId: init.messageId,
        conversationId: init.conversationId,
      });
      const [stored] = await db
        .select()
        .from(messages)
        .where(eq(messages.id, init.messageId as number));
      expect(stored?.answer).toBe(textOf(events, "chunk", init.educatorId as number));
      const [seat] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.id, init.conversationId as number));
      expect(seat?.roundtableId).toBe(roundtableId);
    }
    const [messageCount] = await db.select({ total: count() }).from(messages);
    expect(messageCount?.total).toBe(3);

    const synthesisAt = events.findIndex((event) => event.type === "synthesis_init");
    expect(synthesisAt).toBeGreaterThan(events.findLastIndex((event) => event.type === "complete"));
    const synthesis = events[synthesisAt];
    const done = events.at(-1);
    expect(done).toEqual({ type: "done", roundtableId, synthesisId: synthesis?.synthesisId });
    const [stored] = await db
      .select()
      .from(roundtableSyntheses)
      .where(eq(roundtableSyntheses.id, synthesis?.synthesisId as number));
    const content = textOf(events, "synthesis_chunk");
    expect(stored).toMatchObject({ roundtableId, question, content, model: "Built-in offline model" });
    expect(content).toContain("A summary composed from Lyceum's catalogue");
    for (const heading of ["**Where they meet.**", "**Where they differ, and why.**", "**For you to decide.**"]) {
      expect(content).toContain(heading);
    }
    for (const name of ["Maria Montessori", "Paulo Freire", "Confucius"]) expect(content).toContain(`**${name}**`);
    // The dashboard's activity counts the roundtable once, and its three answers as chats.
    const counts = await activityCounts();
    expect(counts).toContainEqual({ action: "roundtable", count: 1 });
    expect(counts).toContainEqual({ action: "chat", count: 3 });
  });

  it("sends a follow-up to the whole roundtable, keeping each educator's conversation", async () => {
    const first = await ask({ educatorIds: seats, question });
    const roundtableId = first.events[0]?.roundtableId;
    const conversationOf = (events: StreamEvent[]) =>
      Object.fromEntries(events.filter((e) => e.type === "init").map((e) => [e.educatorId, e.conversationId]));
    const followUp = await ask({ educatorIds: seats, question: "And with six-year-olds?", roundtableId }, first.cookie);
    expect(conversationOf(followUp.events)).toEqual(conversationOf(first.events));
    expect(followUp.events.at(-1)).toMatchObject({ type: "done", roundtableId });
    const { db } = connection();
    const [syntheses] = await db.select({ total: count() }).from(roundtableSyntheses);
    expect(syntheses?.total).toBe(2);
    const [tables] = await db.select({ total: count() }).from(roundtables);
    expect(tables?.total).toBe(1);

    const stranger = await ask(
      { educatorIds: seats, question: "And then?", roundtableId },
      "lyceum_vid=00000000-0000-4000-8000-000000000000",
    );
    expect(stranger.response.status).toBe(404);
    const otherSeats = await ask({ educatorIds: [1, 2], question: "And then?", roundtableId }, first.cookie);
    expect(otherSeats.response.status).toBe(404);
  });

  it("screens the question once: a disclosure gets one safeguarding reply and no educator answers", async () => {
    const disclosure = "A pupil told me today that her stepfather hits her at home. What should I do?";
    const { events } = await ask({ educatorIds: seats, question: disclosure });
    expect(events.filter((event) => event.type === "init")).toEqual([]);
    expect(events[0]).toMatchObject({ type: "synthesis_init", model: "Lyceum safeguarding guidance" });
    expect(textOf(events, "synthesis_chunk")).toBe(safeguardingReply("en"));
    const { db } = connection();
    const [answers] = await db.select({ total: count() }).from(messages);
    expect(answers?.total).toBe(0);
    const [stored] = await db.select().from(roundtableSyntheses);
    expect(stored).toMatchObject({ screening: "safeguarding", content: safeguardingReply("en") });
    const concerns = await db.select().from(userActivity).where(eq(userActivity.action, "safeguarding_concern"));
    expect(concerns).toHaveLength(1);
  });

  it("rejects bad input with a clear 4xx", async () => {
    const message = "Please choose 2 to 4 different educators.";
    for (const educatorIds of [[1], [1, 2, 3, 4, 5], [1, 1], "1,2", [1, -2]]) {
      const { response, events } = await ask({ educatorIds, question });
      expect(response.status).toBe(400);
      expect(events).toEqual([{ type: "error", message }]);
    }
    expect((await ask({ educatorIds: [1, 2], question: " " })).response.status).toBe(400);
    expect((await ask({ educatorIds: [1, 99_999], question })).response.status).toBe(404);
  });

  it("counts each educator's answer against the chat limits", async () => {
    const cookie = "lyceum_vid=11111111-1111-4111-8111-111111111111";
    for (let round = 0; round < 7; round += 1) {
      expect((await ask({ educatorIds: [1, 2, 3, 4], question }, cookie)).response.status).toBe(200);
    }
    // 28 answers so far: a roundtable of four would make 32 of the 30 allowed in five minutes.
    expect((await ask({ educatorIds: [1, 2, 3, 4], question }, cookie)).response.status).toBe(429);
  });

  it("lists a signed-in teacher's roundtables in the library, opens and removes them", async () => {
    const { cookie } = await signedInTeacher();
    const { events } = await ask({ educatorIds: seats, question }, cookie);
    const roundtableId = events[0]?.roundtableId;
    const listed = (await (await library(getRequest("/api/library", { cookie }))).json()) as {
      conversations: unknown[];
      roundtables: { id: number; title: string; educatorNames: string[] }[];
    };
    expect(listed.conversations).toEqual([]);
    expect(listed.roundtables).toEqual([
      expect.objectContaining({
        id: roundtableId,
        title: question,
        educatorNames: ["Maria Montessori", "Paulo Freire", "Confucius"],
      }),
    ]);
    const opened = await byId(roundtableId, cookie);
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as { seats: { exchanges: { question: string }[] }[]; syntheses: unknown[] };
    expect(body.seats.map((seat) => seat.exchanges.map((exchange) => exchange.question))).toEqual([
      [question],
      [question],
      [question],
    ]);
    expect(body.syntheses).toHaveLength(1);
    expect((await byId(roundtableId, "")).status).toBe(401);
    expect((await byId(roundtableId, (await signedInTeacher()).cookie)).status).toBe(404);
    expect((await byId(roundtableId, cookie, "DELETE")).status).toBe(200);
    expect((await byId(roundtableId, cookie)).status).toBe(404);
    expect(
      ((await (await library(getRequest("/", { cookie }))).json()) as { roundtables: unknown[] }).roundtables,
    ).toEqual([]);
    // Undo brings it back whole, every seat with its exchanges; nobody else can.
    const restore = (who: string) =>
      restoreItem(
        jsonRequest("/api/library/restore", { kind: "roundtable", id: roundtableId }, { headers: { cookie: who } }),
      );
    expect((await restore((await signedInTeacher()).cookie)).status).toBe(404);
    expect((await restore(cookie)).status).toBe(200);
    const back = (await (await byId(roundtableId, cookie)).json()) as typeof body;
    expect(back.seats.map((seat) => seat.exchanges.length)).toEqual([1, 1, 1]);
    expect((await restore(cookie)).status).toBe(404);

    // Past the restore window, a removal is deleted for good, its seats' conversations with it.
    expect((await byId(roundtableId, cookie, "DELETE")).status).toBe(200);
    await connection()
      .db.update(roundtables)
      .set({ removedAt: new Date(Date.now() - RESTORE_WINDOW_MS - 1000) });
    await purgeRemoved();
    expect((await restore(cookie)).status).toBe(404);
    const [left] = await connection().db.select({ total: count() }).from(conversations);
    expect(left?.total).toBe(0);
  });
});
