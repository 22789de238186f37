/** The spec's event streams: lines `data: {json}` separated by blank lines. Used by both tools. */

export type StreamEvent = { type: string } & Record<string, unknown>;

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
} as const;

/** Proxies cut a stream that stays silent for 60–100 s; a comment line this often keeps it open. */
export const HEARTBEAT_MS = 15_000;

export function encodeEvent(event: StreamEvent) {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * A streamed response: `run` sends events until it returns. `signal` fires when the client goes away
 * (the request is aborted or the stream is cancelled), so `run` can stop paying for work nobody reads.
 */
export function eventStreamResponse(
  request: Request,
  run: (send: (event: StreamEvent) => void, signal: AbortSignal) => Promise<void>,
  init: { status?: number; headers?: HeadersInit; heartbeatMs?: number } = {},
) {
  const abort = new AbortController();
  const onAbort = () => abort.abort();
  request.signal.addEventListener("abort", onAbort, { once: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: StreamEvent) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(encodeEvent(event)));
      };
      const heartbeat = setInterval(() => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(": heartbeat\n\n"));
      }, init.heartbeatMs ?? HEARTBEAT_MS);
      try {
        await run(send, abort.signal);
      } finally {
        clearInterval(heartbeat);
        request.signal.removeEventListener("abort", onAbort);
        if (!abort.signal.aborted) controller.close();
      }
    },
    cancel() {
      abort.abort();
    },
  });
  const headers = new Headers(init.headers);
  for (const [key, value] of Object.entries(SSE_HEADERS)) headers.set(key, value);
  return new Response(body, { status: init.status ?? 200, headers });
}

/** Reads a stream of `data: {json}` events, calling `onEvent` for each; resolves at the end of the stream. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      if (data) onEvent(JSON.parse(data) as StreamEvent);
      boundary = buffer.indexOf("\n\n");
    }
  }
}
