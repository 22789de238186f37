import { readEventStream, type StreamEvent } from "@/lib/sse";

/** Every event of a streamed response. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  if (response.body) await readEventStream(response.body, (event) => events.push(event));
  return events;
}

/** Every event of a streamed response, each with the time it was read (performance.now()). */
export async function readTimedEvents(response: Response): Promise<{ event: StreamEvent; at: number }[]> {
  const events: { event: StreamEvent; at: number }[] = [];
  if (response.body) await readEventStream(response.body, (event) => events.push({ event, at: performance.now() }));
  return events;
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The text a stream's chunks carry, joined. */
export const chunkText = (events: { type: string; content?: unknown }[]) =>
  events
    .filter((event) => event.type === "chunk")
    .map((event) => event.content)
    .join("");
