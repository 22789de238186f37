/**
 * `npm run bench:stream-floor`: what reading a streamed answer costs before Lyceum does anything with
 * it. The same local OpenAI-compatible server as `bench:stream` (first token after 150 ms, then 200
 * tokens 10 ms apart) is read by 64 concurrent streams in a child process, in three ways, and the child's
 * CPU per streamed token is printed (the median of three warm rounds):
 * - the stack's provider, `@ai-sdk/openai`'s `doStream` (what `forwardModelText` reads);
 * - the same inside an AsyncLocalStorage context, as in a Next.js route handler, where Node 20 tracks
 *   every promise the provider's web streams make;
 * - `fetch` with the SSE lines parsed by hand, the floor of any client.
 * `bench:stream` measures the whole app; this measures the part of it Lyceum cannot write differently.
 */

import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";

const STREAMS = 64;
const TOKENS = 200;
const ROUNDS = 4; // the first warms the JIT and is not counted
const MODES = {
  provider: "@ai-sdk/openai doStream",
  "provider-in-context": "@ai-sdk/openai doStream in an AsyncLocalStorage context",
  "by-hand": "fetch, SSE lines parsed by hand",
} as const;
type Mode = keyof typeof MODES;

async function readWithProvider(baseURL: string) {
  const { createOpenAI } = await import("@ai-sdk/openai");
  const model = createOpenAI({ apiKey: "bench", baseURL }).chat("bench-model");
  return async () => {
    const { stream } = await model.doStream({ prompt: [{ role: "user", content: [{ type: "text", text: "hi" }] }] });
    const reader = stream.getReader();
    let text = "";
    for (;;) {
      const { value: part, done } = await reader.read();
      if (done) return text;
      if (part.type === "text-delta") text += part.delta;
    }
  };
}

function readByHand(baseURL: string) {
  return async () => {
    const response = await fetch(`${baseURL}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
      body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: "hi" }] }),
    });
    const decoder = new TextDecoder();
    let buffer = "";
    let text = "";
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith("data: {")) text += JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "";
        end = buffer.indexOf("\n\n");
      }
    }
    return text;
  };
}

/** In the child: ROUNDS rounds of STREAMS concurrent reads; prints the median CPU µs per token of the warm rounds. */
async function child(mode: Mode, baseURL: string) {
  const read = mode === "by-hand" ? readByHand(baseURL) : await readWithProvider(baseURL);
  const context = new AsyncLocalStorage<{ request: number }>();
  const perToken: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    const texts = await Promise.all(
      Array.from({ length: STREAMS }, (_, index) =>
        mode === "provider-in-context" ? context.run({ request: index }, read) : read(),
      ),
    );
    const used = process.cpuUsage(before);
    if (texts.some((text) => text.split(" ").length - 1 !== TOKENS)) throw new Error("a stream lost tokens");
    if (round > 0) perToken.push((used.user + used.system) / (STREAMS * TOKENS));
  }
  perToken.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ perToken: perToken[Math.floor(perToken.length / 2)] }));
}

function runChild(mode: Mode, baseURL: string) {
  return new Promise<number>((resolve, reject) => {
    const tsx = spawn(process.execPath, ["--import", "tsx", process.argv[1] as string, "--child", mode, baseURL], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    tsx.stdout.on("data", (bytes) => {
      out += bytes;
    });
    tsx.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out).perToken) : reject(new Error(`${mode}: exit ${code}`)),
    );
  });
}

async function main() {
  const fake = await startFakeOpenAI();
  fake.behave({
    kind: "answer",
    pieces: Array.from({ length: TOKENS }, (_, index) => `token${index} `),
    firstTokenMs: 150,
    gapMs: 10,
  });
  try {
    const rows = [];
    for (const mode of Object.keys(MODES) as Mode[]) {
      rows.push({ "reading the model": MODES[mode], "CPU µs/token": Math.round(await runChild(mode, fake.baseURL)) });
    }
    console.info(`${STREAMS} concurrent streams of ${TOKENS} tokens, 10 ms apart, read in a child process:`);
    console.table(rows);
  } finally {
    await fake.close();
  }
}

const [flag, mode, baseURL] = process.argv.slice(2);
(flag === "--child" ? child(mode as Mode, baseURL as string) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
