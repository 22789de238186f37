import "server-only";
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { env } from "@/shared/env";
import { shutdownSignal } from "../shutdown";
import type { StreamEvent } from "../sse";
import { JsonStream, type OpenString } from "./json-stream";
import { modelPrompt, type TextMessage } from "./model-prompt";
import { createTextCleaner } from "./model-text";

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
export function chunkSender(send: (event: StreamEvent) => void) {
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

/** What a model is asked: our instructions and messages, an output cap, and (for plans) a JSON answer. */
export type ModelRequest = {
  instructions: string;
  messages: TextMessage[];
  maxOutputTokens: number;
  responseFormat?: LanguageModelV4CallOptions["responseFormat"];
};

type Limits = { timeoutMs?: number; firstTokenMs?: number };

/**
 * Calls the model and hands each piece of its answer to `onDelta` as it arrives. Returns the whole
 * answer, or undefined when the client went away (the model request is aborted with it). Only a model
 * that finished with reason `stop` gives a whole answer; anything else throws, so a cut-off answer is
 * never stored: a failure, a stream that ends without `stop` (cut off, or at the token limit), no first
 * words within `firstTokenMs`, still writing after `timeoutMs`, or the server shutting down. An error
 * thrown by `onDelta` ends the call too.
 *
 * It reads the provider's own stream (doStream) rather than streamText's: streamText's pipeline of
 * transforms cost more CPU per token than all the rest of a stream, for nothing these streams use.
 */
async function callModel(
  model: LanguageModelV4,
  request: ModelRequest,
  onDelta: (delta: string) => void,
  signal: AbortSignal,
  { timeoutMs = MODEL_TIMEOUT_MS, firstTokenMs = env.MODEL_FIRST_TOKEN_TIMEOUT_MS }: Limits,
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
  let text = "";
  let finishReason: string | undefined;
  let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
  try {
    const { stream } = await model.doStream({
      prompt: modelPrompt(request.instructions, request.messages),
      maxOutputTokens: request.maxOutputTokens,
      responseFormat: request.responseFormat,
      abortSignal,
    });
    reader = stream.getReader();
    for (;;) {
      const { value: part, done } = await reader.read();
      if (done) break;
      if (part.type === "text-delta") {
        clearTimeout(silenceTimer);
        text += part.delta;
        onDelta(part.delta);
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
  }
  if (signal.aborted) return undefined;
  if (finishReason !== "stop") throw new Error(`the model stopped without finishing (reason: ${finishReason})`);
  return text;
}

/**
 * Calls the model and forwards its text to the page as `chunk` events. Returns the whole text (as
 * stored: cleaned as it was sent), or undefined when the client went away; throws as `callModel` does,
 * and on an empty answer.
 */
export async function forwardModelText(
  model: LanguageModelV4,
  request: ModelRequest,
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
  limits: Limits = {},
) {
  const cleaner = createTextCleaner();
  const chunks = chunkSender(send);
  let text = "";
  const forward = (piece: string) => {
    if (!piece) return;
    text += piece;
    chunks.push(piece);
  };
  try {
    const answered = await callModel(model, request, (delta) => forward(cleaner.push(delta)), signal, limits);
    if (answered === undefined) return undefined;
    forward(cleaner.flush());
  } finally {
    // What is waiting goes out before the caller's next event (complete, or error), never after it.
    chunks.flush();
  }
  if (!text.trim()) throw new Error("the model returned no text");
  return text;
}

/**
 * Calls the model for a JSON answer and forwards what becomes final of it as `chunk` events, as
 * `render` writes it (given the partial value and a test of which parts of it are complete). Returns
 * the parsed answer and its text, or undefined when the client went away. Text before the JSON's first
 * brace (a server in JSON mode may open with a code fence) and after its end is ignored; an answer that
 * is not JSON throws a SyntaxError. A piece `render` cannot draw (the answer is JSON of another shape)
 * ends the streaming of this answer, not the call: the caller's validation decides what happens to it.
 */
export async function forwardModelObject(
  model: LanguageModelV4,
  request: ModelRequest,
  render: (partial: unknown, isClosed: (value: unknown) => boolean, open: OpenString | undefined) => string,
  send: (event: StreamEvent) => void,
  signal: AbortSignal,
  limits: Limits = {},
) {
  const parser = new JsonStream();
  const chunks = chunkSender(send);
  let begun = false;
  let drawing = true;
  const onDelta = (delta: string) => {
    let piece = delta;
    if (!begun) {
      const brace = piece.indexOf("{");
      if (brace === -1) return;
      begun = true;
      piece = piece.slice(brace);
    }
    parser.push(piece);
    const open = parser.openString();
    if (!drawing || (!parser.changed && !open)) return;
    parser.changed = false;
    try {
      const added = render(parser.root, (value) => parser.isClosed(value), open);
      if (added) chunks.push(added);
    } catch {
      drawing = false;
    }
  };
  try {
    const text = await callModel(model, request, onDelta, signal, limits);
    if (text === undefined) return undefined;
    return { value: parser.end(), text };
  } finally {
    chunks.flush();
  }
}
