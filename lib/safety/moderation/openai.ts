import "server-only";
import { APICallError } from "@ai-sdk/provider";
import { z } from "zod";
import { openAIModerationModel, openAISafeguardingCategories, openAISeverities } from "./categories";
import type { ModeratedText, ModerationVerdict, Moderator, Severity } from "./types";

/** OpenAI's own API; a test names its fake server instead (never a setting: other servers have no such endpoint). */
export const OPENAI_API_URL = "https://api.openai.com/v1";

const moderationResponseSchema = z.object({
  results: z
    .array(
      z.object({
        categories: z.record(z.string(), z.boolean().nullish()),
        category_scores: z.record(z.string(), z.number()),
      }),
    )
    .min(1),
});

/**
 * What the endpoint reads: a question whole; of a brief, its instructions only, as the local screen reads
 * them apart, so that a hard topic (a lesson on self-harm or on a war's atrocities) is no report of a child.
 */
const moderatedInput = (text: ModeratedText) => (text.kind === "question" ? text.question : text.customInstructions);

const ORDINARY = { kind: "ordinary", severity: "none", language: "und", moderator: "openai" } as const;

/** The verdict from the endpoint's answer: safeguarding when it flags a category of `openAISafeguardingCategories`. */
function verdictOf({ categories, category_scores }: z.infer<typeof moderationResponseSchema>["results"][number]) {
  const flagged = openAISafeguardingCategories.filter((category) => categories[category] === true);
  if (flagged.length === 0) return ORDINARY;
  const score = Math.max(...flagged.map((category) => category_scores[category] ?? 0));
  const severity: Severity = openAISeverities.find(({ from }) => score >= from)?.severity ?? "low";
  // The endpoint names no language: the local screen's verdict keeps the teacher's (`screeningAfter`).
  return { kind: "safeguarding", severity, language: "und", moderator: "openai" } as const;
}

/**
 * OpenAI's free moderation endpoint (`POST /moderations`, omni-moderation-latest) as one more moderator,
 * for self-harm, graphic violence and sexual content involving minors. The AI SDK has no client for it,
 * so it is a plain request; one attempt, ended by `signal`. A failure throws an error that names no text
 * of the teacher's (its status only).
 */
export function createOpenAIModerator({ apiKey, baseURL = OPENAI_API_URL }: { apiKey: string; baseURL?: string }) {
  const url = `${baseURL}/moderations`;
  return {
    name: "openai",
    async moderate(text, signal): Promise<ModerationVerdict> {
      const input = moderatedInput(text);
      if (!input?.trim()) return ORDINARY;
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ model: openAIModerationModel, input }),
        signal,
      });
      if (!response.ok) {
        throw new APICallError({
          message: `the moderation endpoint answered ${response.status}`,
          url,
          requestBodyValues: { model: openAIModerationModel },
          statusCode: response.status,
        });
      }
      const [result] = moderationResponseSchema.parse(await response.json()).results;
      return result ? verdictOf(result) : ORDINARY;
    },
  } satisfies Moderator;
}
