import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { purgeRemoved, RESTORE_WINDOW_MS } from "@/db/queries/removals";
import { conversations, lessonPlans, pageViews, savedLessonPlans, shares } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { POST as recordPageView } from "../analytics/page-view/route";
import { POST as ask } from "../chat/stream/route";
import { DELETE as conversation } from "../conversations/[id]/route";
import { POST as generate } from "../lesson-plans/stream/route";
import { POST as restore } from "../library/restore/route";
import { GET as library } from "../library/route";
import { POST as save, DELETE as unsave } from "../saved-lesson-plan/route";
import { GET as read, DELETE as revoke } from "./[token]/route";
import { POST as share } from "./route";

type Teacher = { email: string; cookie: string };

// Australia's Year 3 (eight-year-olds): a label England and Wales reads as younger, so the system must travel with it.
const lesson = {
  educatorId: 1,
  subject: "Mathematics",
  gradeLevel: "Year 3",
  gradeSystem: "australia",
  topic: "Equivalent fractions",
};

/** A plan the teacher generated and, unless `saved` is false, saved to their library. */
async function planOf(teacher: Teacher, saved = true) {
  const headers = { cookie: teacher.cookie };
  const events = await readEvents(await generate(jsonRequest("/api/lesson-plans/stream", lesson, { headers })));
  const lessonPlanId = events[0]?.lessonPlanId as number;
  if (saved) await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers }));
  return lessonPlanId;
}

async function conversationOf(teacher: Teacher) {
  const body = { educatorId: 2, question: "How do children learn by doing?" };
  const response = await ask(jsonRequest("/api/chat/stream", body, { headers: { cookie: teacher.cookie } }));
  const events = await readEvents(response);
  if (events.at(-1)?.type !== "complete") throw new Error("the answer did not complete");
  const listed = (await (await library(getRequest("/api/library", { cookie: teacher.cookie }))).json()) as {
    conversations: { id: number }[];
  };
  return listed.conversations[0]?.id as number;
}

const undo = (body: { kind: string; id: number }, cookie: string) =>
  restore(jsonRequest("/api/library/restore", body, { headers: { cookie } }));
const shareOf = (body: unknown, cookie = "") => share(jsonRequest("/api/shares", body, { headers: { cookie } }));
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });
const readShare = (token: string) => read(getRequest(`/api/shares/${token}`), tokenParams(token));
const stopSharing = (token: string, cookie = "") =>
  revoke(
    new Request(`http://localhost:3000/api/shares/${token}`, { method: "DELETE", headers: { cookie } }),
    tokenParams(token),
  );

async function libraryShares(teacher: Teacher) {
  const response = await library(getRequest("/api/library", { cookie: teacher.cookie }));
  return (await response.json()) as {
    lessonPlans: { id: number; shareToken: string | null }[];
    conversations: { id: number; shareToken: string | null }[];
  };
}

describeWithDatabase("sharing by link", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(shares);
    await db.delete(savedLessonPlans);
    await db.delete(lessonPlans);
    await db.delete(conversations);
  });

  it("shares a saved plan with anyone holding the link, stops, and shares again under a new link", async () => {
    const owner = await signedInTeacher();
    const lessonPlanId = await planOf(owner);

    const created = await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie);
    expect(created.status).toBe(201);
    const { token, url } = (await created.json()) as { token: string; url: string };
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(url).toMatch(new RegExp(`^https?://[^/]+/shared/${token}$`));
    const again = await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ token });
    expect((await libraryShares(owner)).lessonPlans).toEqual([
      expect.objectContaining({ id: lessonPlanId, shareToken: token }),
    ]);

    const anonymous = await readShare(token);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("x-robots-tag")).toBe("noindex");
    const text = await anonymous.text();
    expect(JSON.parse(text)).toMatchObject({
      kind: "lesson_plan",
      sharedBy: "Test",
      lessonPlan: {
        id: lessonPlanId,
        topic: lesson.topic,
        gradeLevel: "Year 3",
        gradeSystem: "australia",
        educatorName: "Maria Montessori",
        customInstructions: null,
      },
    });
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain("Quillfeather"); // the owner's last name

    expect((await stopSharing(token, owner.cookie)).status).toBe(200);
    expect((await readShare(token)).status).toBe(404);
    expect((await stopSharing(token, owner.cookie)).status).toBe(404);
    expect((await libraryShares(owner)).lessonPlans[0]?.shareToken).toBeNull();

    const reshared = await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie);
    expect(reshared.status).toBe(201);
    const { token: newToken } = (await reshared.json()) as { token: string };
    expect(newToken).not.toBe(token);
    expect((await readShare(newToken)).status).toBe(200);
    expect((await readShare(token)).status).toBe(404);
  });

  it("shares a conversation the same way", async () => {
    const owner = await signedInTeacher();
    const conversationId = await conversationOf(owner);
    const created = await shareOf({ kind: "conversation", id: conversationId }, owner.cookie);
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    expect((await libraryShares(owner)).conversations[0]?.shareToken).toBe(token);

    const anonymous = await readShare(token);
    const text = await anonymous.text();
    expect(JSON.parse(text)).toMatchObject({
      kind: "conversation",
      sharedBy: "Test",
      conversation: { educatorName: "John Dewey", exchanges: [{ question: "How do children learn by doing?" }] },
    });
    expect(text).not.toContain(owner.email);

    expect((await stopSharing(token, owner.cookie)).status).toBe(200);
    expect((await readShare(token)).status).toBe(404);
    const reshared = (await (await shareOf({ kind: "conversation", id: conversationId }, owner.cookie)).json()) as {
      token: string;
    };
    expect(reshared.token).not.toBe(token);
  });

  it("lets only the owner share or stop sharing: 404 for anyone else, 401 signed out", async () => {
    const owner = await signedInTeacher();
    const stranger = await signedInTeacher();
    const lessonPlanId = await planOf(owner);
    const conversationId = await conversationOf(owner);

    expect((await shareOf({ kind: "lesson_plan", id: lessonPlanId }, stranger.cookie)).status).toBe(404);
    expect((await shareOf({ kind: "conversation", id: conversationId }, stranger.cookie)).status).toBe(404);
    expect((await shareOf({ kind: "lesson_plan", id: lessonPlanId })).status).toBe(401);

    const { token } = (await (await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).json()) as {
      token: string;
    };
    expect((await stopSharing(token, stranger.cookie)).status).toBe(404);
    expect((await stopSharing(token)).status).toBe(401);
    expect((await readShare(token)).status).toBe(200);
  });

  it("shares only a plan that is in the library, and its link works only while it stays there", async () => {
    const owner = await signedInTeacher();
    const unsaved = await planOf(owner, false);
    expect((await shareOf({ kind: "lesson_plan", id: unsaved }, owner.cookie)).status).toBe(404);

    const lessonPlanId = await planOf(owner);
    const { token } = (await (await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).json()) as {
      token: string;
    };
    const headers = { cookie: owner.cookie };
    const remove = () => unsave(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { method: "DELETE", headers }));
    await remove();
    expect((await readShare(token)).status).toBe(404);
    expect((await undo({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).status).toBe(200);
    expect((await readShare(token)).status).toBe(200);

    // Saving it again is not Undo: the link the removal revoked stays dead, and sharing makes a new one.
    await remove();
    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers }));
    expect((await readShare(token)).status).toBe(404);
    expect((await libraryShares(owner)).lessonPlans[0]?.shareToken).toBeNull();
  });

  it("never shows a purged plan again through its link, even once the plan is saved again", async () => {
    const { db } = connection();
    const owner = await signedInTeacher();
    const lessonPlanId = await planOf(owner);
    const { token } = (await (await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).json()) as {
      token: string;
    };
    const headers = { cookie: owner.cookie };
    await unsave(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { method: "DELETE", headers }));
    await db.update(savedLessonPlans).set({ removedAt: new Date(Date.now() - RESTORE_WINDOW_MS - 1000) });
    await purgeRemoved();
    expect((await undo({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).status).toBe(404);

    await save(jsonRequest("/api/saved-lesson-plan", { lessonPlanId }, { headers }));
    expect((await readShare(token)).status).toBe(404);
    expect((await libraryShares(owner)).lessonPlans).toEqual([
      expect.objectContaining({ id: lessonPlanId, shareToken: null }),
    ]);
    expect((await shareOf({ kind: "lesson_plan", id: lessonPlanId }, owner.cookie)).status).toBe(201);
  });

  it("revokes a conversation's link when it is removed; Undo brings back only the link the removal revoked", async () => {
    const owner = await signedInTeacher();
    const conversationId = await conversationOf(owner);
    const item = { kind: "conversation", id: conversationId };
    const remove = () =>
      conversation(
        new Request(`http://localhost:3000/api/conversations/${conversationId}`, {
          method: "DELETE",
          headers: { cookie: owner.cookie },
        }),
        { params: Promise.resolve({ id: String(conversationId) }) },
      );
    const { token: stopped } = (await (await shareOf(item, owner.cookie)).json()) as { token: string };
    await stopSharing(stopped, owner.cookie);
    const { token } = (await (await shareOf(item, owner.cookie)).json()) as { token: string };

    expect((await remove()).status).toBe(200);
    expect((await readShare(token)).status).toBe(404);
    expect((await undo(item, owner.cookie)).status).toBe(200);
    expect((await readShare(token)).status).toBe(200);
    expect((await readShare(stopped)).status).toBe(404);
    expect((await libraryShares(owner)).conversations[0]?.shareToken).toBe(token);
  });

  it("revokes, as a removal now does, the live links of items removed or purged before migration 0007", async () => {
    const { db } = connection();
    const owner = await signedInTeacher();
    const [removedPlan, purgedPlan, keptPlan] = [await planOf(owner), await planOf(owner), await planOf(owner)];
    const removedConversation = await conversationOf(owner);
    const tokens = await Promise.all(
      [
        { kind: "lesson_plan", id: removedPlan },
        { kind: "lesson_plan", id: purgedPlan },
        { kind: "lesson_plan", id: keptPlan },
        { kind: "conversation", id: removedConversation },
      ].map(async (item) => ((await (await shareOf(item, owner.cookie)).json()) as { token: string }).token),
    );
    // As the app left them: items removed (or a plan purged from the library) with their links still live.
    await db
      .update(savedLessonPlans)
      .set({ removedAt: new Date() })
      .where(eq(savedLessonPlans.lessonPlanId, removedPlan));
    await db.delete(savedLessonPlans).where(eq(savedLessonPlans.lessonPlanId, purgedPlan));
    await db.update(conversations).set({ removedAt: new Date() }).where(eq(conversations.id, removedConversation));
    await db.update(shares).set({ revokedAt: null });

    const migration = readFileSync(path.join(process.cwd(), "db/migrations/0007_removed_items_shares.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    await save(
      jsonRequest("/api/saved-lesson-plan", { lessonPlanId: purgedPlan }, { headers: { cookie: owner.cookie } }),
    );
    expect(await Promise.all(tokens.map(async (token) => (await readShare(token)).status))).toEqual([
      404, 404, 200, 404,
    ]);
    expect((await undo({ kind: "lesson_plan", id: removedPlan }, owner.cookie)).status).toBe(200);
    expect((await undo({ kind: "conversation", id: removedConversation }, owner.cookie)).status).toBe(200);
    expect(await Promise.all(tokens.map(async (token) => (await readShare(token)).status))).toEqual([
      200, 404, 200, 200,
    ]);
  });

  it.each([
    ["no kind", { id: 1 }],
    ["an unknown kind", { kind: "user", id: 1 }],
    ["a text id", { kind: "lesson_plan", id: "1" }],
    ["a negative id", { kind: "conversation", id: -1 }],
  ])("answers %s with 400 and a message", async (_, body) => {
    const owner = await signedInTeacher();
    const response = await shareOf(body, owner.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Please choose a lesson plan or a conversation to share.",
    });
  });

  it.each(["short", "x".repeat(23), "../../../../etc/passwd0", "AAAAAAAAAAAAAAAAAAAAAA"])(
    "answers 404 for the token %s",
    async (token) => {
      expect((await readShare(token)).status).toBe(404);
    },
  );

  it("counts a shared page's views as /shared, never with its token", async () => {
    const { db } = connection();
    await db.delete(pageViews);
    const token = "AbCdEfGhIjKlMnOpQrStUv";
    const response = await recordPageView(
      jsonRequest(
        "/api/analytics/page-view",
        { path: `/shared/${token}`, referrer: `http://localhost:3000/shared/${token}` },
        { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" } },
      ),
    );
    expect(response.status).toBe(204);
    const rows = await db.select({ path: pageViews.path, referer: pageViews.referer }).from(pageViews);
    expect(rows).toEqual([{ path: "/shared", referer: "http://localhost:3000/shared" }]);
  });
});
