/**
 * `npm run bench:stream`: puts the production build in front of a local OpenAI-compatible server that
 * streams at a known pace (first token after 150 ms, then 200 tokens 10 ms apart) and prints, for 1, 16
 * and 64 concurrent streams, the time to first token and the total time through Lyceum (chat and
 * lesson streams) divided by the same figures straight from that server. Then it aborts 16 streams
 * after their first token and checks that every upstream request was aborted too. It runs once on the
 * embedded PGlite and once on a fresh PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres), when one answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";

const port = Number(process.env.BENCH_PORT ?? 3300);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const app = `http://127.0.0.1:${port}`;
const PIECES = Array.from({ length: 200 }, (_, index) => `token${index} `);
const FIRST_TOKEN_MS = 150;
const GAP_MS = 10;

type Timing = { firstToken: number; total: number };

async function timeStream(url: string, init: RequestInit, isToken: (text: string) => boolean): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.body) throw new Error(`no body from ${url}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstToken = 0;
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (!firstToken && isToken(buffer)) firstToken = performance.now() - started;
  }
  return { firstToken, total: performance.now() - started };
}

const direct = (baseURL: string) =>
  timeStream(
    `${baseURL}/chat/completions`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
      body: JSON.stringify({ model: "bench", stream: true, messages: [{ role: "user", content: "hi" }] }),
    },
    (text) => text.includes('"content":"token0'),
  );

const throughApp = (kind: "chat" | "lesson") =>
  timeStream(
    `${app}/api/${kind === "chat" ? "chat/stream" : "lesson-plans/stream"}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(
        kind === "chat"
          ? { educatorId: 1, question: "How do I start the year?" }
          : { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Fractions" },
      ),
    },
    (text) => text.includes('"type":"chunk"'),
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function round(concurrency: number, run: () => Promise<Timing>) {
  const timings = await Promise.all(Array.from({ length: concurrency }, run));
  return {
    firstToken: median(timings.map((timing) => timing.firstToken)),
    total: median(timings.map((timing) => timing.total)),
  };
}

async function waitForServer(server: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    if (
      await fetch(`${app}/api/educators`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 5 minutes");
}

type FakeModel = Awaited<ReturnType<typeof startFakeOpenAI>>;

/** One full run against a fresh server whose database is `database` (PGlite when undefined). */
async function benchServer(fake: FakeModel, database: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-bench-"));
  const server = spawn("node", ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database ?? "",
      NODE_ENV: "production",
      OPENAI_API_KEY: "bench",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: "bench-model",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server);
    await throughApp("chat"); // warm-up
    const rows = [];
    for (const concurrency of [1, 16, 64]) {
      const model = await round(concurrency, () => direct(fake.baseURL));
      for (const kind of ["chat", "lesson"] as const) {
        const lyceum = await round(concurrency, () => throughApp(kind));
        rows.push({
          stream: kind,
          concurrent: concurrency,
          "model TTFT ms": Math.round(model.firstToken),
          "Lyceum TTFT ms": Math.round(lyceum.firstToken),
          "TTFT ratio": Number((lyceum.firstToken / model.firstToken).toFixed(3)),
          "model total ms": Math.round(model.total),
          "Lyceum total ms": Math.round(lyceum.total),
          "total ratio": Number((lyceum.total / model.total).toFixed(3)),
        });
      }
    }
    console.info(`\nDatabase: ${database ? "PostgreSQL" : "PGlite (embedded)"}`);
    console.table(rows);
    await checkAborts(fake);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Aborts 16 streams after their first token and counts the upstream requests aborted with them. */
async function checkAborts(fake: FakeModel) {
  const before = fake.disconnects;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      const controller = new AbortController();
      const response = await fetch(`${app}/api/chat/stream`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ educatorId: 2, question: "Abort me" }),
        signal: controller.signal,
      });
      const reader = response.body?.getReader();
      for (;;) {
        const { value } = (await reader?.read()) ?? {};
        if (!value || new TextDecoder().decode(value).includes('"type":"chunk"')) break;
      }
      controller.abort();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.info(`Aborted clients: 16; upstream requests aborted with them: ${fake.disconnects - before}.`);
}

/** A fresh PostgreSQL database for the second run, or undefined when no server answers. */
async function freshPostgres() {
  const admin = postgres(serverUrl, { onnotice: () => {}, max: 1, connect_timeout: 5 });
  const name = `lyceum_bench_stream_${process.pid}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.info(`\nPostgreSQL at ${new URL(serverUrl).host} is not available (${String(error)}): PGlite only.`);
    await admin.end();
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const fake = await startFakeOpenAI();
  fake.behave({ kind: "answer", pieces: PIECES, firstTokenMs: FIRST_TOKEN_MS, gapMs: GAP_MS });
  console.info(
    `Upstream pace: first token after ${FIRST_TOKEN_MS} ms, then ${PIECES.length} tokens ${GAP_MS} ms apart.`,
  );
  try {
    await benchServer(fake, undefined);
    const database = await freshPostgres();
    if (database) {
      try {
        await benchServer(fake, database.url);
      } finally {
        await database.drop();
      }
    }
  } finally {
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
