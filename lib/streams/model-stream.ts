import "server-only";
import { logError } from "../log";
import type { ModerationVerdict } from "../safety/moderation/types";
import { eventStreamResponse, type StreamEvent } from "../sse";
import { holdUntilModerated } from "./held";

type Send = (event: StreamEvent) => void;

/**
 * A model moderator's verdict still to come (lib/safety/moderation): the stream is held after its init
 * until it arrives, and a safeguarding verdict streams `safeguarding` instead, after that init (see
 * holdUntilModerated).
 */
export type PendingModeration = {
  verdict: (signal: AbortSignal) => Promise<ModerationVerdict>;
  safeguarding: (send: Send, signal: AbortSignal) => Promise<void>;
};

/**
 * The skeleton every model stream shares once the owner is known, the limits checked and the ids
 * reserved: `init` goes out before the model is called; `write` forwards the model's text as chunks and
 * returns it (undefined when the client went away); `store` keeps the finished text and returns the
 * closing event. A failure or a client that goes away stores nothing; a failure is logged once with
 * `failure.context` and reported as one `error` event. With `moderation`, init still goes out first, and
 * everything after it is held until the verdict (`write` gets it as `decided`, to await before it stores
 * anything itself).
 */
export function modelStream<T>(
  request: Request,
  steps: {
    init: StreamEvent;
    write: (send: Send, signal: AbortSignal, decided?: Promise<ModerationVerdict>) => Promise<T | undefined>;
    store: (written: T, decided?: ModerationVerdict) => Promise<StreamEvent>;
    failure: { action: string; context: Record<string, unknown>; message: string };
    setCookie?: string | null;
    moderation?: PendingModeration;
  },
) {
  const run = async (send: Send, signal: AbortSignal, decided?: Promise<ModerationVerdict>) => {
    try {
      const written = await steps.write(send, signal, decided);
      const verdict = await decided;
      if (written === undefined || signal.aborted) return;
      send(await steps.store(written, verdict));
    } catch (error) {
      if (signal.aborted) return;
      logError(steps.failure.action, error, steps.failure.context);
      send({ type: "error", message: steps.failure.message });
    }
  };
  const { moderation } = steps;
  return eventStreamResponse(
    request,
    moderation
      ? (send, signal) =>
          holdUntilModerated(send, signal, {
            init: [steps.init],
            verdict: moderation.verdict,
            answer: run,
            safeguarding: moderation.safeguarding,
          })
      : (send, signal) => {
          send(steps.init);
          return run(send, signal);
        },
    { headers: steps.setCookie ? { "Set-Cookie": steps.setCookie } : {} },
  );
}
