import { eq, inArray } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { purgeRemoved, RESTORE_WINDOW_MS } from "@/db/queries/removals";
import { activityCounts, summary } from "@/db/queries/stats";
import { conversations, messages, roundtables } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as ask } from "../chat/stream/route";
import { GET as readConversation, DELETE as removeConversation } from "../conversations/[id]/route";
import { GET as readMessage } from "../messages/[id]/route";
import { POST as askRoundtable } from "../roundtable/stream/route";
import { GET as readRoundtable, DELETE as removeRoundtable } from "../roundtables/[id]/route";
import { POST as share } from "../shares/route";
import { POST as restore } from "./restore/route";
import { GET as library } from "./route";

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

/** A new conversation of the teacher's, answered in full; its id and its first message's. */
async function exchangeOf(cookie: string, question = "How do children learn by doing?") {
  const response = await ask(jsonRequest("/api/chat/stream", { educatorId: 2, question }, { headers: { cookie } }));
  const events = await readEvents(response);
  if (events.at(-1)?.type !== "complete") throw new Error("the answer did not complete");
  return { conversationId: events[0]?.conversationId as number, messageId: events[0]?.messageId as number };
}
const conversationOf = async (cookie: string, question?: string) => (await exchangeOf(cookie, question)).conversationId;

/** A round at a roundtable of Montessori, Freire and Confucius (a new one without `roundtableId`); its events. */
async function roundOf(cookie: string, roundtableId?: number) {
  const body = { educatorIds: [1, 3, 5], question: "How do I start a lesson well?", roundtableId };
  return readEvents(await askRoundtable(jsonRequest("/api/roundtable/stream", body, { headers: { cookie } })));
}

const remove = (id: number, cookie: string) =>
  removeConversation(
    jsonRequest(`/api/conversations/${id}`, {}, { method: "DELETE", headers: { cookie } }),
    idParams(id),
  );
const undo = (id: number, cookie: string) =>
  restore(jsonRequest("/api/library/restore", { kind: "conversation", id }, { headers: { cookie } }));
const listed = async (cookie: string) =>
  ((await (await library(getRequest("/api/library", { cookie }))).json()) as { conversations: { id: number }[] })
    .conversations;

describeWithDatabase("removed library items", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(messages);
    await db.delete(conversations);
    await db.delete(roundtables);
  });

  it("are deleted for good by the daily maintenance, not by a teacher's Remove, and seen nowhere meanwhile", async () => {
    const { db } = connection();
    const { cookie } = await signedInTeacher();
    const [old, recent] = [await conversationOf(cookie), await conversationOf(cookie, "And for older pupils?")];
    expect((await remove(old, cookie)).status).toBe(200);
    const pastWindow = new Date(Date.now() - RESTORE_WINDOW_MS - 1000);
    await db.update(conversations).set({ removedAt: pastWindow }).where(eq(conversations.id, old));

    expect((await remove(recent, cookie)).status).toBe(200);
    const stored = async () =>
      (
        await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(inArray(conversations.id, [old, recent]))
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await stored()).toEqual([old, recent]);
    expect((await readConversation(getRequest(`/api/conversations/${old}`, { cookie }), idParams(old))).status).toBe(
      404,
    );
    expect((await undo(old, cookie)).status).toBe(404);
    expect(await listed(cookie)).toEqual([]);

    await purgeRemoved();
    expect(await stored()).toEqual([recent]);
    expect((await undo(recent, cookie)).status).toBe(200);
    expect(await listed(cookie)).toEqual([expect.objectContaining({ id: recent })]);
  });

  it("hide a removed conversation's messages and refuse to share it, until Undo", async () => {
    const { cookie } = await signedInTeacher();
    const { conversationId, messageId } = await exchangeOf(cookie);
    const message = async () =>
      (await readMessage(getRequest(`/api/messages/${messageId}`, { cookie }), idParams(messageId))).status;
    const shareStatus = async () =>
      (await share(jsonRequest("/api/shares", { kind: "conversation", id: conversationId }, { headers: { cookie } })))
        .status;
    expect(await message()).toBe(200);
    await remove(conversationId, cookie);
    expect(await message()).toBe(404);
    expect(await shareStatus()).toBe(404);
    await undo(conversationId, cookie);
    expect(await message()).toBe(200);
    expect(await shareStatus()).toBe(201);
  });

  it("take a seat removed on its own out of its roundtable: opened, listed and continued without it", async () => {
    const { cookie } = await signedInTeacher();
    const first = await roundOf(cookie);
    const roundtableId = first[0]?.roundtableId as number;
    const seatOf = (events: typeof first, educatorId: number) =>
      events.find((event) => event.type === "init" && event.educatorId === educatorId)?.conversationId as number;
    const freireSeat = seatOf(first, 3);
    expect((await remove(freireSeat, cookie)).status).toBe(200);

    const opened = (await (await readRoundtable(getRequest("/", { cookie }), idParams(roundtableId))).json()) as {
      seats: { educatorId: number }[];
    };
    expect(opened.seats.map((seat) => seat.educatorId)).toEqual([1, 5]);
    const listed = (await (await library(getRequest("/api/library", { cookie }))).json()) as {
      roundtables: { educatorNames: string[] }[];
    };
    expect(listed.roundtables).toEqual([expect.objectContaining({ educatorNames: ["Maria Montessori", "Confucius"] })]);
    // A follow-up gives Freire a new seat: the removed conversation is not continued.
    const followUp = await roundOf(cookie, roundtableId);
    expect(seatOf(followUp, 1)).toBe(seatOf(first, 1));
    expect(seatOf(followUp, 3)).not.toBe(freireSeat);
  });

  it("count no removed conversation or roundtable in the statistics", async () => {
    const { cookie } = await signedInTeacher();
    const conversationId = await conversationOf(cookie);
    const roundtableId = (await roundOf(cookie))[0]?.roundtableId as number;
    const counts = async () => {
      const activity = Object.fromEntries((await activityCounts()).map((row) => [row.action, row.count]));
      return { chat: activity.chat, roundtable: activity.roundtable, totalChats: (await summary()).totalChats };
    };
    // The roundtable's three seats are conversations too.
    expect(await counts()).toEqual({ chat: 4, roundtable: 1, totalChats: 4 });
    await remove(conversationId, cookie);
    await removeRoundtable(
      jsonRequest(`/api/roundtables/${roundtableId}`, {}, { method: "DELETE", headers: { cookie } }),
      idParams(roundtableId),
    );
    expect(await counts()).toEqual({ chat: 0, roundtable: 0, totalChats: 0 });
  });
});
