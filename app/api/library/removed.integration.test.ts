import { eq, inArray } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { purgeRemoved, RESTORE_WINDOW_MS } from "@/db/queries/removals";
import { conversations, messages } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as ask } from "../chat/stream/route";
import { GET as readConversation, DELETE as removeConversation } from "../conversations/[id]/route";
import { POST as restore } from "./restore/route";
import { GET as library } from "./route";

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

/** A new conversation of the teacher's, answered in full; its id. */
async function conversationOf(cookie: string, question = "How do children learn by doing?") {
  const response = await ask(jsonRequest("/api/chat/stream", { educatorId: 2, question }, { headers: { cookie } }));
  const events = await readEvents(response);
  if (events.at(-1)?.type !== "complete") throw new Error("the answer did not complete");
  return events[0]?.conversationId as number;
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
});
