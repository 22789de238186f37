import { beforeEach, expect, it } from "vitest";
import { POST as chat } from "@/app/api/chat/stream/route";
import { conversations, messages, rateLimits } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { jsonRequest } from "@/tests/helpers/requests";

async function ask(body: unknown, cookie = "") {
  const response = await chat(
    jsonRequest("/api/chat/stream", body, { headers: { cookie, "x-forwarded-for": "203.0.113.41" } }),
  );
  return { events: await readEvents(response), cookie: cookie || cookiesFrom(response) };
}

const text = (events: { type: string; content?: unknown }[]) =>
  events.flatMap((event) => (event.type === "chunk" ? [String(event.content)] : [])).join("");

describeWithDatabase("the chat stream's choices (built-in model)", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(messages);
    await db.delete(conversations);
    await db.delete(rateLimits);
  });

  it("names the concerns an unsure answer offers in `complete`, and routes the question asked again about one", async () => {
    const question =
      "A six-year-old in my class loves dinosaurs and talks about nothing else. How can I build on that?";
    const first = await ask({ educatorId: 1, question });
    const complete = first.events.at(-1) as { type: string; choices?: string[]; conversationId?: number };
    expect(complete.type).toBe("complete");
    // The two or three nearest concerns: a third only when the question points to it too.
    expect(complete.choices?.length).toBeGreaterThanOrEqual(2);
    expect(complete.choices?.length).toBeLessThanOrEqual(3);
    const answer = text(first.events);
    for (const choice of complete.choices ?? []) expect(answer).toContain(choice);
    expect(answer).not.toContain("**In your classroom**");

    const chosen = complete.choices?.[0] ?? "";
    const again = await ask(
      { educatorId: 1, question: `About ${chosen}: ${question}`, conversationId: complete.conversationId },
      first.cookie,
    );
    const end = again.events.at(-1) as { type: string; choices?: string[] };
    expect(end.type).toBe("complete");
    // A sure answer's `complete` has the spec's fields only.
    expect(end.choices).toBeUndefined();
    expect(text(again.events)).toContain("**In your classroom** (primary classes)");
  });
});
