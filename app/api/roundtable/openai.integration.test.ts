import { count } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { messages, rateLimits, roundtableSyntheses, roundtables } from "@/db/schema";
import type { StreamEvent } from "@/lib/sse";
import { connectFakeOpenAI } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import { readEvents } from "@/tests/helpers/events";
import type { RecordedRequest } from "@/tests/helpers/fake-openai";
import { jsonRequest } from "@/tests/helpers/requests";

// The roundtable on the real-model path: one model request per educator, in parallel, then the synthesis.
const fake = await connectFakeOpenAI("fake-educator-1");
const { POST: roundtable } = await import("./stream/route");

// Montessori, Freire and Confucius (seeded in catalogue order).
const seats = [1, 3, 5];
const question = "How should I respond when a pupil keeps disrupting the lesson?";
const ask = () => roundtable(jsonRequest("/api/roundtable/stream", { educatorIds: seats, question }));

const systemOf = (body: RecordedRequest["body"]) => body.messages.find((m) => m.role === "system")?.content ?? "";
const isSynthesis = (body: RecordedRequest["body"]) => systemOf(body).includes("roundtable moderator");
const voiceOf = (body: RecordedRequest["body"]) => /Speak in the first person as ([^.,]+)/.exec(systemOf(body))?.[1];
const textOf = (events: StreamEvent[], type: string, educatorId?: number) =>
  events
    .filter((event) => event.type === type && event.educatorId === educatorId)
    .map((event) => event.content)
    .join("");

describeWithDatabase("the roundtable stream through an OpenAI-compatible server", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(roundtables);
    await connection().db.delete(messages);
    await connection().db.delete(rateLimits);
    fake.requests.length = 0;
  });

  it("asks each educator in their own voice, then gives the model the answers to synthesize", async () => {
    fake.behave((body) =>
      isSynthesis(body)
        ? { kind: "answer", pieces: ["**Where they agree.** ", "All three."] }
        : { kind: "answer", pieces: [`${voiceOf(body)} `, "answers."], gapMs: 5 },
    );
    const events = await readEvents(await ask());
    expect(textOf(events, "chunk", 1)).toBe("Maria Montessori answers.");
    expect(textOf(events, "chunk", 3)).toBe("Paulo Freire answers.");
    expect(textOf(events, "chunk", 5)).toBe("Confucius answers.");
    expect(events.filter((event) => event.type === "complete")).toHaveLength(3);
    expect(textOf(events, "synthesis_chunk")).toBe("**Where they agree.** All three.");
    expect(events.at(-1)).toMatchObject({ type: "done" });

    expect(fake.requests).toHaveLength(4);
    const synthesis = fake.requests.find((request) => isSynthesis(request.body))?.body;
    const prompt = synthesis?.messages.at(-1)?.content ?? "";
    expect(prompt).toContain(question);
    for (const name of ["Maria Montessori", "Paulo Freire", "Confucius"]) expect(prompt).toContain(`${name} answered:`);
    expect(prompt).toContain("Paulo Freire answers.");
    const [stored] = await connection().db.select().from(roundtableSyntheses);
    expect(stored).toMatchObject({ content: "**Where they agree.** All three.", model: "fake-educator-1" });
  });

  it("gives one failing educator an error event while the others finish, and stores only theirs", async () => {
    fake.behave((body) =>
      voiceOf(body) === "Paulo Freire"
        ? { kind: "fail-after", pieces: ["One ", "two ", "three ", "four"] }
        : { kind: "answer", pieces: ["A whole ", "answer."], gapMs: 20 },
    );
    const events = await readEvents(await ask());
    expect(events.filter((event) => event.educatorId === 3).at(-1)).toEqual({
      type: "error",
      educatorId: 3,
      message: "The educator could not answer just now. Please try again.",
    });
    for (const educatorId of [1, 5]) {
      expect(events.filter((event) => event.educatorId === educatorId).at(-1)).toMatchObject({ type: "complete" });
    }
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const stored = await connection().db.select({ educatorId: messages.educatorId }).from(messages);
    expect(stored.map((row) => row.educatorId).sort()).toEqual([1, 5]);
    const [syntheses] = await connection().db.select({ total: count() }).from(roundtableSyntheses);
    expect(syntheses?.total).toBe(1);
  });

  it("aborts every educator's model request the moment the client goes away, and stores nothing", async () => {
    fake.behave({ kind: "answer", pieces: Array.from({ length: 100 }, (_, index) => `word${index} `), gapMs: 30 });
    const disconnectsBefore = fake.disconnects;
    const finishedBefore = fake.finished;
    const reader = (await ask()).body?.getReader();
    // Read until every educator has sent text: all three model requests are open.
    const decoder = new TextDecoder();
    let seen = "";
    while (![1, 3, 5].every((id) => seen.includes(`"type":"chunk","content":"word1 ","educatorId":${id}`))) {
      const { value } = (await reader?.read()) ?? {};
      seen += decoder.decode(value);
    }
    await reader?.cancel();
    await fake.disconnected(disconnectsBefore + 3);
    expect(fake.disconnects).toBe(disconnectsBefore + 3);
    expect(fake.finished).toBe(finishedBefore);
    const [answers] = await connection().db.select({ total: count() }).from(messages);
    expect(answers?.total).toBe(0);
    const [tables] = await connection().db.select({ total: count() }).from(roundtables);
    expect(tables?.total).toBe(0);
  });
});
