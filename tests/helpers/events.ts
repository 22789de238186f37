import { readEventStream, type StreamEvent } from "@/lib/sse";

/** Every event of a streamed response. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  if (response.body) await readEventStream(response.body, (event) => events.push(event));
  return events;
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
