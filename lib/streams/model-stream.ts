import "server-only";
import { logError } from "../log";
import { eventStreamResponse, type StreamEvent } from "../sse";

type Send = (event: StreamEvent) => void;

/**
 * The skeleton every model stream shares once the owner is known, the limits checked and the ids
 * reserved: `init` goes out before the model is called; `write` forwards the model's text as chunks and
 * returns it (undefined when the client went away); `store` keeps the finished text and returns the
 * closing event. A failure or a client that goes away stores nothing; a failure is logged once with
 * `failure.context` and reported as one `error` event.
 */
export function modelStream<T>(
  request: Request,
  steps: {
    init: StreamEvent;
    write: (send: Send, signal: AbortSignal) => Promise<T | undefined>;
    store: (written: T) => Promise<StreamEvent>;
    failure: { action: string; context: Record<string, unknown>; message: string };
    setCookie?: string | null;
  },
) {
  return eventStreamResponse(
    request,
    async (send, signal) => {
      send(steps.init);
      try {
        const written = await steps.write(send, signal);
        if (written === undefined || signal.aborted) return;
        send(await steps.store(written));
      } catch (error) {
        if (signal.aborted) return;
        logError(steps.failure.action, error, steps.failure.context);
        send({ type: "error", message: steps.failure.message });
      }
    },
    { headers: steps.setCookie ? { "Set-Cookie": steps.setCookie } : {} },
  );
}
