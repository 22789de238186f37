import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake server does with the next chat completion request. */
export type FakeBehaviour =
  | {
      kind: "answer";
      pieces: string[];
      firstTokenMs?: number;
      gapMs?: number;
      /** How the stream ends: "stop" (the default), another finish_reason, or "none": no reason, no [DONE]. */
      ending?: "stop" | "length" | "none";
    }
  | { kind: "fail-after"; pieces: string[] }
  /** An error answer, as a server gives for a request it refuses (an unsupported response format, a bad key). */
  | { kind: "status"; status: number; message: string };

/**
 * What the fake server answers a moderation request with (one whose response format is the moderator's
 * `moderation_verdict` schema): a verdict after `delayMs`, an error status, or text that is not JSON.
 */
export type FakeModeration =
  | { kind: "verdict"; verdict: { kind: string; severity: string; language: string }; delayMs?: number }
  | { kind: "status"; status: number; message: string }
  | { kind: "text"; content: string };

/**
 * What the fake server's moderation endpoint (`POST /v1/moderations`, OpenAI's own) answers: the
 * categories it flags, each with its score (every other category unflagged, scored 0.001), after
 * `delayMs`; or an error status.
 */
export type FakeModerationEndpoint =
  | { kind: "flags"; flagged: Record<string, number>; delayMs?: number }
  | { kind: "status"; status: number; message: string };

/** OpenAI's moderation categories, as omni-moderation-latest names them. */
const MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
];

export type RecordedRequest = {
  /** When the request reached the server (performance.now()), before its body was read. */
  at: number;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
    response_format?: {
      type: string;
      json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean };
    };
  };
};

const ORDINARY: FakeModeration = { kind: "verdict", verdict: { kind: "ordinary", severity: "none", language: "en" } };

const isModeration = (body: RecordedRequest["body"]) =>
  body.response_format?.json_schema?.name === "moderation_verdict";

/**
 * A small OpenAI-compatible Chat Completions server on localhost: streams `pieces` as
 * chat.completion.chunk events, can break mid-stream, and records requests and disconnects. A
 * moderation request gets its own answer (`moderate`, an ordinary verdict by default) as one
 * chat.completion, and is recorded apart (`moderationRequests`), so `requests` holds the answers' only.
 * Each request is recorded with the time it arrived (`at`), for a test to order it against events.
 * `/v1/moderations` answers as OpenAI's moderation endpoint (`moderateEndpoint`, nothing flagged by
 * default); its requests are recorded in `endpointRequests`.
 */
export async function startFakeOpenAI() {
  const requests: RecordedRequest[] = [];
  const moderationRequests: RecordedRequest[] = [];
  let moderation: FakeModeration | ((body: RecordedRequest["body"]) => FakeModeration) = ORDINARY;
  let moderationDisconnects = 0;
  const endpointRequests: { at: number; body: { model: string; input: string } }[] = [];
  let endpoint: FakeModerationEndpoint = { kind: "flags", flagged: {} };
  // One behaviour for every request, or one chosen per request (a roundtable's educators in parallel).
  let behaviour: FakeBehaviour | ((body: RecordedRequest["body"]) => FakeBehaviour) = {
    kind: "answer",
    pieces: ["Hello ", "from ", "the fake model."],
  };
  let disconnects = 0;
  let finished = 0;
  // What tests wait for (a request arrived, a connection closed early): resolved when it happens, never polled.
  const waiting: { reached: () => boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of waiting.filter(({ reached }) => reached())) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const until = (reached: () => boolean) =>
    reached() ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ reached, resolve }));

  const server = http.createServer(async (request, response) => {
    const at = performance.now();
    let raw = "";
    for await (const chunk of request) raw += chunk;
    if (request.url === "/v1/moderations") {
      endpointRequests.push({ at, body: JSON.parse(raw) });
      await answerModeration(response, endpoint);
      return;
    }
    if (request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest["body"];
    if (isModeration(body)) {
      moderationRequests.push({ at, body });
      const answer = typeof moderation === "function" ? moderation(body) : moderation;
      response.on("close", () => {
        if (!response.writableFinished) moderationDisconnects += 1;
      });
      if (answer.kind === "status") {
        response.writeHead(answer.status, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: answer.message, type: "invalid_request_error" } }));
        return;
      }
      if (answer.kind === "verdict" && answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
      if (response.destroyed) return;
      const content = answer.kind === "verdict" ? JSON.stringify(answer.verdict) : answer.content;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-fake-moderation",
          object: "chat.completion",
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    requests.push({ at, body });
    settle();
    const current = typeof behaviour === "function" ? behaviour(body) : behaviour;
    if (current.kind === "status") {
      response.writeHead(current.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message: current.message, type: "invalid_request_error" } }));
      finished += 1;
      return;
    }
    let closed = false;
    response.on("close", () => {
      if (!response.writableFinished) {
        closed = true;
        disconnects += 1;
        settle();
      }
    });
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null, usage?: unknown) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

    await wait(current.kind === "answer" ? (current.firstTokenMs ?? 0) : 0);
    response.write(chunk({ role: "assistant", content: "" }));
    for (const [index, piece] of current.pieces.entries()) {
      if (closed) return;
      if (current.kind === "fail-after" && index === 2) {
        await wait(50); // let the first pieces reach the client, then break the connection
        response.destroy();
        return;
      }
      response.write(chunk({ content: piece }));
      if (current.kind === "answer" && current.gapMs) await wait(current.gapMs);
    }
    const ending = current.kind === "answer" ? (current.ending ?? "stop") : "stop";
    if (ending === "none") {
      response.end();
    } else {
      response.write(
        chunk({}, ending, { prompt_tokens: 10, completion_tokens: current.pieces.length, total_tokens: 20 }),
      );
      response.end("data: [DONE]\n\n");
    }
    finished += 1;
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next: FakeBehaviour | ((body: RecordedRequest["body"]) => FakeBehaviour)) => {
      behaviour = next;
    },
    moderationRequests,
    moderate: (next: FakeModeration | ((body: RecordedRequest["body"]) => FakeModeration)) => {
      moderation = next;
    },
    endpointRequests,
    moderateEndpoint: (next: FakeModerationEndpoint) => {
      endpoint = next;
    },
    get moderationDisconnects() {
      return moderationDisconnects;
    },
    get disconnects() {
      return disconnects;
    },
    /** Resolves once `count` answers' requests are recorded (since `requests` was last emptied). */
    requestsArrived: (count: number) => until(() => requests.length >= count),
    /** Resolves once `count` answers' connections in all have closed before their end: a client gone away. */
    disconnected: (count: number) => until(() => disconnects >= count),
    get finished() {
      return finished;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The moderation endpoint's answer, in OpenAI's shape: one result, its categories and their scores. */
async function answerModeration(response: http.ServerResponse, answer: FakeModerationEndpoint) {
  if (answer.kind === "status") {
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { message: answer.message, type: "invalid_request_error" } }));
    return;
  }
  if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
  if (response.destroyed) return;
  const flagged = (category: string) => category in answer.flagged;
  const result = {
    flagged: MODERATION_CATEGORIES.some(flagged),
    categories: Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, flagged(category)])),
    category_scores: Object.fromEntries(
      MODERATION_CATEGORIES.map((category) => [category, answer.flagged[category] ?? 0.001]),
    ),
  };
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ id: "modr-fake", model: "omni-moderation-latest", results: [result] }));
}
