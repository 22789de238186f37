import "server-only";
import { type ModelMessage, streamText } from "ai";
import { env } from "../env";
import { shutdownSignal } from "../shutdown";
import type { StreamEvent } from "../sse";
import { createTextCleaner } from "./model-text";
import type { OfflineTask } from "./offline/educator-model";
import type { EducatorModel } from "./providers";

export const MODEL_TIMEOUT_MS = 180_000;

/**
 * Calls the model and forwards its text to the page as `chunk` events. Returns the whole text, or
 * undefined when the client went away (the model request is aborted with it). Only a model that
 * finished with reason `stop` gives a whole text; anything else throws, so a cut-off text is never
 * stored: a failure, a stream that ends without `stop` (cut off, or at the token limit), no first words
 * within `firstTokenMs`, still writing after `timeoutMs`, or the server shutting down.
 */
export async function forwardModelText(
  { model }: EducatorModel,
  request: { instructions: string; messages: ModelMessage[]; maxOutputTokens: number; task: OfflineTask },
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
  { timeoutMs = MODEL_TIMEOUT_MS, firstTokenMs = env.MODEL_FIRST_TOKEN_TIMEOUT_MS } = {},
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const silence = new AbortController();
  const silenceTimer = setTimeout(() => silence.abort(), firstTokenMs);
  const shutdown = shutdownSignal();
  const result = streamText({
    model,
    instructions: request.instructions,
    messages: request.messages,
    maxOutputTokens: request.maxOutputTokens,
    // A model that stops answering must not hold the stream open for ever.
    abortSignal: AbortSignal.any([signal, timeout, silence.signal, shutdown]),
    providerOptions: { lyceum: request.task },
    // Failures arrive as error parts below, where the caller logs them once with its context.
    onError: () => {},
  });
  const cleaner = createTextCleaner();
  let text = "";
  let finishReason: string | undefined;
  const forward = (piece: string) => {
    if (!piece) return;
    text += piece;
    send({ type: "chunk", content: piece });
  };
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        clearTimeout(silenceTimer);
        forward(cleaner.push(part.text));
      } else if (part.type === "finish") {
        finishReason = part.finishReason;
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        // The AI SDK ends an aborted stream quietly, with this part: say which of the signals fired.
        if (signal.aborted) return undefined;
        if (shutdown.aborted) throw new Error("the server shut down before the model finished");
        if (silence.signal.aborted) throw new Error(`the model sent nothing within ${firstTokenMs} ms`);
        throw new Error(`the model did not finish within ${timeoutMs} ms`);
      }
    }
  } finally {
    clearTimeout(silenceTimer);
  }
  if (signal.aborted) return undefined;
  forward(cleaner.flush());
  if (finishReason !== "stop") throw new Error(`the model stopped without finishing (reason: ${finishReason})`);
  if (!text.trim()) throw new Error("the model returned no text");
  return text;
}
