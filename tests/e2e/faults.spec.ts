import { expect, test } from "@playwright/test";
import { readEventStream, type StreamEvent } from "@/lib/sse";
import { startFakeOpenAI } from "../helpers/fake-openai";
import { isRunning, type ServerProcess, startServerProcess } from "../helpers/server-process";

// Faults met by the production build in its own process, with an OpenAI-compatible fake as the model.
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let modelEnv: Record<string, string>;
const failed = { type: "error", message: "The educator could not answer just now. Please try again." };
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index} `);

// Each test starts its own server, slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(async () => {
  fake = await startFakeOpenAI();
  modelEnv = { OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-educator-1" };
});
test.afterAll(() => fake.close());

/** Starts a chat stream; `events` fills as they arrive and `ended` resolves with all of them. */
async function ask(server: ServerProcess) {
  const response = await fetch(`${server.baseURL}/api/chat/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ educatorId: 1, question: "How do I start the school year with a new class?" }),
  });
  const events: StreamEvent[] = [];
  const ended = response.body
    ? readEventStream(response.body, (event) => events.push(event)).then(() => events)
    : Promise.resolve(events);
  return { response, events, ended };
}

test("a stream cut off, sent NUL bytes, or left waiting by the model ends as the spec says", async () => {
  const server = await startServerProcess({ ...modelEnv, MODEL_FIRST_TOKEN_TIMEOUT_MS: "1000" });
  try {
    fake.behave({ kind: "answer", pieces: ["A cut-", "off answer"], ending: "none" });
    expect((await (await ask(server)).ended).at(-1)).toEqual(failed);

    fake.behave({ kind: "answer", pieces: ["Nul\u0000 byte, ", "lone \uD800 half."] });
    const { response, ended } = await ask(server);
    const events = await ended;
    expect(events.at(-1)?.type).toBe("complete");
    const streamed = events
      .filter((event) => event.type === "chunk")
      .map((event) => event.content)
      .join("");
    expect(streamed).toBe("Nul byte, lone \uFFFD half.");
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const stored = await fetch(`${server.baseURL}/api/messages/${events[0]?.messageId}`, { headers: { cookie } });
    expect((await stored.json()).answer).toBe(streamed);

    fake.behave({ kind: "answer", pieces: ["Too late."], firstTokenMs: 60_000 });
    expect((await (await ask(server)).ended).map((event) => event.type)).toEqual(["init", "error"]);
  } finally {
    server.child.kill("SIGKILL");
  }
});

test("SIGTERM lets a stream in flight finish, refuses new connections, then exits", async () => {
  const server = await startServerProcess(modelEnv);
  fake.behave({ kind: "answer", pieces: words(30), gapMs: 50 });
  const stream = await ask(server);
  await expect.poll(() => stream.events.some((event) => event.type === "chunk")).toBe(true);
  server.child.kill("SIGTERM");
  await expect
    .poll(() =>
      fetch(`${server.baseURL}/api/educators`).then(
        () => "served",
        () => "refused",
      ),
    )
    .toBe("refused");
  const events = await stream.ended;
  expect(events.at(-1)?.type).toBe("complete");
  // Pieces that arrive together may share one chunk event; together they are the whole answer.
  const chunks = events.filter((event) => event.type === "chunk").map((event) => String(event.content));
  expect(chunks.join("")).toBe(words(30).join(""));
  expect(await server.exited).toBe(0);
});

test("SIGTERM ends a stream still running after the grace period with the error event", async () => {
  const server = await startServerProcess({ ...modelEnv, SHUTDOWN_GRACE_MS: "500" });
  fake.behave({ kind: "answer", pieces: words(200), gapMs: 100 });
  const stream = await ask(server);
  await expect.poll(() => stream.events.some((event) => event.type === "chunk")).toBe(true);
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  expect((await stream.ended).at(-1)).toEqual(failed);
  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5000);
});

test("SIGTERM to `npm start` stops the server it started, leaving no process behind", async () => {
  const server = await startServerProcess({}, ["npm", "start"]);
  expect(isRunning(server.serverPid)).toBe(true);
  server.child.kill("SIGTERM");
  await server.exited;
  await expect.poll(() => isRunning(server.serverPid)).toBe(false);
});
