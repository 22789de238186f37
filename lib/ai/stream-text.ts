import "server-only";
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { env } from "../env";
import { shutdownSignal } from "../shutdown";
import type { StreamEvent } from "../sse";
import { modelPrompt, type TextMessage } from "./model-prompt";
import { createTextCleaner } from "./model-text";
import type { OfflineTask } from "./offline/educator-model";
import type { EducatorModel } from "./providers";

export const MODEL_TIMEOUT_MS = 180_000;

/**
 * Text that arrives within this long of the last `chunk` event waits to go out with it: one event (one
 * JSON.stringify, one write) carries several tokens under load, and the page is never more than this late.
 */
export const CHUNK_WINDOW_MS = 12;

/**
 * Sends text as `chunk` events: the first piece at once, later ones gathered for up to CHUNK_WINDOW_MS
 * after the previous event. `flush` sends what is waiting.
 */
function chunkSender(send: (event: StreamEvent) => void) {
  let waiting = "";
  let timer: NodeJS.Timeout | undefined;
  let lastSent = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    send({ type: "chunk", content: waiting });
    waiting = "";
    lastSent = performance.now();
  };
  return {
    push(piece: string) {
      waiting += piece;
      if (timer) return;
      const wait = lastSent + CHUNK_WINDOW_MS - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    flush,
  };
}

/**
 * Calls the model and forwards its text to the page as `chunk` events. Returns the whole text, or
 * undefined when the client went away (the model request is aborted with it). Only a model that
 * finished with reason `stop` gives a whole text; anything else throws, so a cut-off text is never
 * stored: a failure, a stream that ends without `stop` (cut off, or at the token limit), no first words
 * within `firstTokenMs`, still writing after `timeoutMs`, or the server shutting down.
 *
 * It reads the provider's own stream (doStream) rather than streamText's: streamText's pipeline of
 * transforms cost more CPU per token than all the rest of a stream, for nothing these streams use.
 */
export async function forwardModelText(
  { model }: EducatorModel,
  request: { instructions: string; messages: TextMessage[]; maxOutputTokens: number; task: OfflineTask },
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
  { timeoutMs = MODEL_TIMEOUT_MS, firstTokenMs = env.MODEL_FIRST_TOKEN_TIMEOUT_MS } = {},
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const silence = new AbortController();
  const silenceTimer = setTimeout(() => silence.abort(), firstTokenMs);
  const shutdown = shutdownSignal();
  // A model that stops answering must not hold the stream open for ever.
  const abortSignal = AbortSignal.any([signal, timeout, silence.signal, shutdown]);
  /** Which of the signals ended the call, as an error (or undefined when the client left). */
  const stopped = (cause: unknown) => {
    if (signal.aborted) return undefined;
    if (shutdown.aborted) return new Error("the server shut down before the model finished", { cause });
    if (silence.signal.aborted) return new Error(`the model sent nothing within ${firstTokenMs} ms`, { cause });
    if (timeout.aborted) return new Error(`the model did not finish within ${timeoutMs} ms`, { cause });
    return cause;
  };
  const cleaner = createTextCleaner();
  const chunks = chunkSender(send);
  let text = "";
  let finishReason: string | undefined;
  const forward = (piece: string) => {
    if (!piece) return;
    text += piece;
    chunks.push(piece);
  };
  let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
  try {
    const { stream } = await model.doStream({
      prompt: modelPrompt(request.instructions, request.messages),
      maxOutputTokens: request.maxOutputTokens,
      providerOptions: { lyceum: request.task },
      abortSignal,
    });
    reader = stream.getReader();
    for (;;) {
      const { value: part, done } = await reader.read();
      if (done) break;
      if (part.type === "text-delta") {
        clearTimeout(silenceTimer);
        forward(cleaner.push(part.delta));
      } else if (part.type === "finish") {
        finishReason = part.finishReason.unified;
      } else if (part.type === "error") {
        throw part.error;
      }
      if (abortSignal.aborted) throw abortSignal.reason;
    }
    if (abortSignal.aborted) throw abortSignal.reason;
  } catch (error) {
    const reason = stopped(error);
    if (reason === undefined) return undefined;
    throw reason;
  } finally {
    clearTimeout(silenceTimer);
    reader?.cancel().catch(() => {});
    // What is waiting goes out before the caller's next event (complete, or error), never after it.
    chunks.flush();
  }
  if (signal.aborted) return undefined;
  forward(cleaner.flush());
  chunks.flush();
  if (finishReason !== "stop") throw new Error(`the model stopped without finishing (reason: ${finishReason})`);
  if (!text.trim()) throw new Error("the model returned no text");
  return text;
}
