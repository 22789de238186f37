import "server-only";
import { type FinishReason, type ModelMessage, streamText } from "ai";
import type { StreamEvent } from "../sse";
import type { OfflineTask } from "./offline/educator-model";
import type { EducatorModel } from "./providers";

export const MODEL_TIMEOUT_MS = 180_000;

/**
 * Calls the model and forwards its text to the page as `chunk` events. Returns the whole text, or
 * undefined when the client went away (the model request is aborted with it). A model failure, or a
 * model still writing after `timeoutMs`, throws: a cut-off text is never returned as if it were whole.
 */
export async function forwardModelText(
  { model }: EducatorModel,
  request: { instructions: string; messages: ModelMessage[]; maxOutputTokens: number; task: OfflineTask },
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
  {
    timeoutMs = MODEL_TIMEOUT_MS,
    onFinishReason,
  }: { timeoutMs?: number; onFinishReason?: (reason: FinishReason) => void } = {},
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const result = streamText({
    model,
    instructions: request.instructions,
    messages: request.messages,
    maxOutputTokens: request.maxOutputTokens,
    // A model that stops answering must not hold the stream open for ever.
    abortSignal: AbortSignal.any([signal, timeout]),
    providerOptions: { lyceum: request.task },
    // Failures arrive as error parts below, where the caller logs them once with its context.
    onError: () => {},
  });
  let text = "";
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      text += part.text;
      send({ type: "chunk", content: part.text });
    } else if (part.type === "finish") {
      onFinishReason?.(part.finishReason);
    } else if (part.type === "error") {
      throw part.error;
    } else if (part.type === "abort") {
      // The AI SDK ends an aborted stream quietly, with this part: say which of the two signals fired.
      if (signal.aborted) return undefined;
      throw new Error(`the model did not finish within ${timeoutMs} ms`);
    }
  }
  if (signal.aborted) return undefined;
  if (!text.trim()) throw new Error("the model returned no text");
  return text;
}
