import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { openAIModerationModel, openAISafeguardingCategories } from "./categories";
import { createOpenAIModerator } from "./openai";

// OpenAI's moderation endpoint, played by the fake server on localhost (its base URL given in place of OpenAI's).
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const moderator = createOpenAIModerator({ apiKey: "sk-test-key", baseURL: fake.baseURL });
const signal = new AbortController().signal;
const question = (text: string) => ({ kind: "question", question: text, followUp: false }) as const;

describe("OpenAI's moderation endpoint as a moderator", () => {
  beforeEach(() => {
    fake.endpointRequests.length = 0;
    fake.moderateEndpoint({ kind: "flags", flagged: {} });
  });

  it("asks omni-moderation-latest about the teacher's question, and reads nothing flagged as ordinary", async () => {
    expect(await moderator.moderate(question("How do I teach fractions?"), signal)).toEqual({
      kind: "ordinary",
      severity: "none",
      language: "und",
      moderator: "openai",
    });
    expect(fake.endpointRequests.map((request) => request.body)).toEqual([
      { model: openAIModerationModel, input: "How do I teach fractions?" },
    ]);
  });

  it.each(openAISafeguardingCategories.map((category) => [category]))(
    "reads %s flagged as safeguarding",
    async (category) => {
      fake.moderateEndpoint({ kind: "flags", flagged: { [category]: 0.9 } });
      expect(await moderator.moderate(question("A text the endpoint flags"), signal)).toMatchObject({
        kind: "safeguarding",
        severity: "high",
      });
    },
  );

  it.each([
    [0.95, "high"],
    [0.6, "medium"],
    [0.2, "low"],
  ] as const)(
    "gives a flagged category scored %s the severity %s (the highest score of those flagged)",
    async (score, severity) => {
      fake.moderateEndpoint({ kind: "flags", flagged: { "self-harm/intent": score, "sexual/minors": 0.1 } });
      expect((await moderator.moderate(question("A text the endpoint flags"), signal)).severity).toBe(severity);
    },
  );

  it("leaves every other flagged category to the other moderators", async () => {
    fake.moderateEndpoint({ kind: "flags", flagged: { violence: 0.97, hate: 0.9, harassment: 0.9, sexual: 0.9 } });
    expect((await moderator.moderate(question("A lesson on the Battle of the Somme"), signal)).kind).toBe("ordinary");
  });

  it("reads a brief's instructions only, and asks nothing of a brief without any", async () => {
    const brief = { kind: "brief", subject: "PSHE", topic: "Self-harm awareness" } as const;
    expect((await moderator.moderate(brief, signal)).kind).toBe("ordinary");
    expect(fake.endpointRequests).toHaveLength(0);
    await moderator.moderate({ ...brief, customInstructions: "Keep it gentle." }, signal);
    expect(fake.endpointRequests.map((request) => request.body.input)).toEqual(["Keep it gentle."]);
  });

  it("fails with the status only, never the teacher's text, when the endpoint refuses", async () => {
    fake.moderateEndpoint({ kind: "status", status: 429, message: "Rate limit reached for Zanzibar" });
    const error: unknown = await moderator.moderate(question("Zanzibar"), signal).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ statusCode: 429 });
    expect(String(error)).not.toContain("Zanzibar");
  });
});
