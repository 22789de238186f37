import { describe, expect, it } from "vitest";
import { encodeEvent, eventStreamResponse, readEventStream, type StreamEvent } from "./sse";

function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("event streams", () => {
  it("writes the spec's format: data lines separated by blank lines", () => {
    expect(encodeEvent({ type: "chunk", content: "Hi\nthere" })).toBe(
      'data: {"type":"chunk","content":"Hi\\nthere"}\n\n',
    );
  });

  it("reads events however the bytes are split", async () => {
    const text = encodeEvent({ type: "init", messageId: 7 }) + encodeEvent({ type: "chunk", content: "é ✓" });
    const events: StreamEvent[] = [];
    // One byte at a time: events and multi-byte characters arrive cut in pieces.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of new TextEncoder().encode(text)) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    await readEventStream(stream, (event) => events.push(event));
    expect(events).toEqual([
      { type: "init", messageId: 7 },
      { type: "chunk", content: "é ✓" },
    ]);
  });

  it("ignores comments and blank blocks", async () => {
    const events: StreamEvent[] = [];
    await readEventStream(streamOf([": ping\n\n", 'data: {"type":"complete"}\n\n']), (event) => events.push(event));
    expect(events).toEqual([{ type: "complete" }]);
  });

  it("sends the streaming headers and the events of `run`", async () => {
    const response = eventStreamResponse(new Request("http://localhost/"), async (send) => {
      send({ type: "init" });
      send({ type: "done" });
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(await response.text()).toBe('data: {"type":"init"}\n\ndata: {"type":"done"}\n\n');
  });

  it("tells `run` when the reader goes away", async () => {
    let aborted: Promise<void> = Promise.resolve();
    const response = eventStreamResponse(new Request("http://localhost/"), async (send, signal) => {
      aborted = new Promise((resolve) => signal.addEventListener("abort", () => resolve()));
      send({ type: "init" });
      await aborted;
    });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await expect(aborted).resolves.toBeUndefined();
  });

  it("keeps a silent stream open with comment lines, which readers skip", async () => {
    let finish = () => {};
    const response = eventStreamResponse(
      new Request("http://localhost/"),
      async (send) => {
        send({ type: "init" });
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        send({ type: "done" });
      },
      { heartbeatMs: 20 },
    );
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while ((received.match(/: heartbeat\n\n/g) ?? []).length < 2) received += (await reader?.read())?.value ?? "";
    finish();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) received += part.value;
    expect(received).toMatch(/^data: \{"type":"init"\}\n\n(: heartbeat\n\n){2,}data: \{"type":"done"\}\n\n$/);
    const events: StreamEvent[] = [];
    await readEventStream(streamOf([received]), (event) => events.push(event));
    expect(events).toEqual([{ type: "init" }, { type: "done" }]);
  });
});
