import { beforeEach, expect, it } from "vitest";
import { messages, rateLimits, roundtableSyntheses, roundtables } from "@/db/schema";
import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import { safeguardingReply } from "@/lib/safety/replies";
import { connectFakeOpenAI } from "@/tests/helpers/connected-model";
import { describeWithDatabase } from "@/tests/helpers/database";
import {
  forgetRequests,
  initsBeforeModel,
  LONG_ANSWER,
  ORDINARY_VERDICT,
  SAFEGUARDING_VERDICT,
} from "@/tests/helpers/model-moderator";
import { jsonRequest } from "@/tests/helpers/requests";

// The model moderator beside a roundtable round, through @ai-sdk/openai against a fake server on localhost.
const fake = await connectFakeOpenAI("fake-educator-1");
const { POST: roundtable } = await import("./stream/route");

const question = "How should I respond when a pupil keeps disrupting the lesson?";
const ask = () => roundtable(jsonRequest("/api/roundtable/stream", { educatorIds: [1, 3], question }));

/** The events, after checking that every educator's init was read before the fake server received a request. */
async function askTimed() {
  const events = await initsBeforeModel(fake, await ask(), 2);
  expect(fake.requests.length).toBeGreaterThan(0);
  return events;
}

describeWithDatabase("the model moderator beside a roundtable", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(roundtables);
    await connection().db.delete(messages);
    await connection().db.delete(rateLimits);
    forgetRequests(fake);
  });

  it("aborts every educator's answer on the model's safeguarding verdict and gives the reply once after the inits, as the synthesis", async () => {
    fake.behave(LONG_ANSWER);
    fake.moderate({ ...SAFEGUARDING_VERDICT, delayMs: 200 });
    const disconnects = fake.disconnects;
    const events = await askTimed();
    // The inits went out before the verdict, naming the connected model; the reply follows as the
    // synthesis, and its done names the safeguarding label, for the page to put it in the answers' place.
    expect(events.map((event) => event.type).filter((type) => type !== "synthesis_chunk")).toEqual([
      "init",
      "init",
      "synthesis_init",
      "done",
    ]);
    const [init] = events;
    expect(init).toMatchObject({ model: "fake-educator-1" });
    expect(events[2]).toMatchObject({ model: SAFEGUARDING_LABEL, screening: "safeguarding" });
    expect(events.at(-1)).toEqual({
      type: "done",
      roundtableId: init?.roundtableId,
      synthesisId: events[2]?.synthesisId,
      model: SAFEGUARDING_LABEL,
    });
    const reply = events
      .filter((event) => event.type === "synthesis_chunk")
      .map((event) => event.content)
      .join("");
    expect(reply).toBe(safeguardingReply("en"));
    expect(fake.moderationRequests).toHaveLength(1);
    await fake.disconnected(disconnects + 2);
    expect(fake.disconnects).toBe(disconnects + 2);
    expect(await connection().db.select().from(messages)).toHaveLength(0);
    expect(await connection().db.select().from(roundtableSyntheses)).toMatchObject([
      {
        id: events[2]?.synthesisId,
        roundtableId: init?.roundtableId,
        model: SAFEGUARDING_LABEL,
        screening: "safeguarding",
      },
    ]);
  });

  it("releases the round on an ordinary verdict", async () => {
    fake.behave({ kind: "answer", pieces: ["An ", "answer."] });
    fake.moderate(ORDINARY_VERDICT);
    const events = await askTimed();
    expect(events.filter((event) => event.type === "complete")).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ type: "done" });
  });
});
