import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, Output } from "ai";
import { z } from "zod";
import { moderatorCategories } from "./categories";
import { moderatedMessage, moderatorInstructions } from "./prompt";
import { type ModerationVerdict, type Moderator, severities } from "./types";

/** Room for the small JSON answer and nothing else. */
const MAX_MODERATION_TOKENS = 120;

const [firstKind, ...otherKinds] = moderatorCategories.map(({ kind }) => kind);

/** The answer asked of the model, as the JSON schema of its response format. */
export const moderationAnswerSchema = z.object({
  kind: z.enum([firstKind ?? "ordinary", ...otherKinds]).describe("Which kind the teacher's text is."),
  severity: z.enum(severities).describe("How serious it is."),
  language: z.string().describe("The language the teacher wrote in, as an ISO 639-1 code such as en or fr."),
});

const instructions = moderatorInstructions();

/**
 * The configured model asked to classify the teacher's text: a short system prompt (categories.ts), the
 * text fenced, and a JSON-schema answer through the AI SDK's structured output. One attempt, no retry:
 * the caller waits only so long, then keeps the local verdict. A failure throws an error that names no
 * text of the teacher's (the AI SDK's own errors carry the request, so callers log only their name).
 */
export function createModelModerator(model: LanguageModelV4): Moderator {
  return {
    name: "model",
    async moderate(text, signal): Promise<ModerationVerdict> {
      const { output } = await generateText({
        model,
        instructions,
        prompt: moderatedMessage(text),
        output: Output.object({ schema: moderationAnswerSchema, name: "moderation_verdict" }),
        maxOutputTokens: MAX_MODERATION_TOKENS,
        maxRetries: 0,
        abortSignal: signal,
      });
      return { ...output, language: output.language.trim().toLowerCase().slice(0, 8) || "und", moderator: "model" };
    },
  };
}
