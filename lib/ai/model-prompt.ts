import "server-only";
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";

/** A turn of the conversations our prompts build: plain text from the teacher or the educator. */
export type TextMessage = { role: "user" | "assistant"; content: string };

/** Our instructions and messages in the form a model's doStream takes (what streamText would build). */
export function modelPrompt(instructions: string, messages: TextMessage[]): LanguageModelV4Prompt {
  return [
    { role: "system", content: instructions },
    ...messages.map(({ role, content }) => ({ role, content: [{ type: "text" as const, text: content }] })),
  ];
}
