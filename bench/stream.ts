/**
 * `npm run bench:stream`: puts the production build in front of a local OpenAI-compatible server that
 * streams at a known pace (first token after 150 ms, then 200 tokens 10 ms apart) and prints, for 1, 16
 * and 64 concurrent streams, the time to first token and the total time through Lyceum (chat and
 * lesson streams; a roundtable of four at 1 and 16, against four model streams then one) divided by
 * the same figures straight from that server, the app's CPU per streamed token and its memory. Then it aborts 16 streams
 * after their first token and checks that every upstream request was aborted too. It runs once on the
 * embedded PGlite and once on a fresh PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres), when one answers, and then at 64 streams with two
 * worker processes (WEB_CONCURRENCY=2). The rate limits stay as they are: each server gets a fresh
 * database, and one run makes ~170 of the 600 chat streams an address may open per hour. First, the held
 * stream's cost: the model moderator's effect on the time to first text (held-stream.ts).
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { samplePlan } from "../tests/helpers/sample-plan";
import { app, clientAddress, percentile, type Timing, timeStream, withAppServer } from "./app-server";
import { benchHeldStream } from "./held-stream";
import { processTreeUsage } from "./process-usage";

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PIECES = Array.from({ length: 200 }, (_, index) => `token${index} `);
/**
 * A lesson plan is asked for as JSON (structured output): the fake answers with a valid plan for the
 * lesson below, cut into the same number of pieces, so CPU per token compares like with like (each
 * piece of the plan carries more text than a word).
 */
const PLAN = JSON.stringify(samplePlan());
const PLAN_PIECES = Array.from({ length: PIECES.length }, (_, index) =>
  PLAN.slice(
    Math.floor((index * PLAN.length) / PIECES.length),
    Math.floor(((index + 1) * PLAN.length) / PIECES.length),
  ),
);
const FIRST_TOKEN_MS = 150;
const GAP_MS = 10;

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

/** A roundtable of four asks four model streams at once, then one more for the synthesis. */
const directRoundtable = async (baseURL: string): Promise<Timing> => {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 4 }, () => direct(baseURL)));
  await direct(baseURL);
  return { firstToken: Math.min(...answers.map((answer) => answer.firstToken)), total: performance.now() - started };
};

/** Each stream: its route, its body, and how many model streams (of PIECES tokens) one request makes. */
const STREAMS = {
  chat: { route: "chat/stream", body: { educatorId: 1, question: "How do I start the year?" }, models: 1 },
  lesson: {
    route: "lesson-plans/stream",
    body: { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" },
    models: 1,
  },
  roundtable: {
    route: "roundtable/stream",
    body: { educatorIds: [1, 2, 3, 4], question: "How do I start the year?" },
    models: 5,
  },
} as const;
type Kind = keyof typeof STREAMS;

const throughApp = (kind: Kind) =>
  timeStream(
    `${app}/api/${STREAMS[kind].route}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress() },
      body: JSON.stringify(STREAMS[kind].body),
    },
    (text) => text.includes('"type":"chunk"'),
  );

type Round = { firstToken: number; firstTokenP95: number; total: number; totalP95: number; failed: number };

async function round(concurrency: number, run: () => Promise<Timing>): Promise<Round> {
  const timings = await Promise.all(Array.from({ length: concurrency }, run));
  const firstTokens = timings.map((timing) => timing.firstToken);
  const totals = timings.map((timing) => timing.total);
  return {
    firstToken: percentile(firstTokens, 50),
    firstTokenP95: percentile(firstTokens, 95),
    total: percentile(totals, 50),
    totalP95: percentile(totals, 95),
    // A refused or failed stream sends no chunk: counted, so that a fast failure never passes for a fast stream.
    failed: firstTokens.filter((firstToken) => firstToken === 0).length,
  };
}

const ratio = (lyceum: number, model: number) => Number((lyceum / model).toFixed(2));
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

type FakeModel = Awaited<ReturnType<typeof startFakeOpenAI>>;
type BenchOptions = { levels?: number[]; kinds?: Kind[]; workers?: number };

/** One full run against a fresh server whose database is `database` (PGlite when undefined). */
async function benchServer(
  fake: FakeModel,
  database: string | undefined,
  { levels = [1, 16, 64], kinds = ["chat", "lesson", "roundtable"], workers = 1 }: BenchOptions = {},
) {
  await withAppServer({ modelURL: fake.baseURL, database, workers }, async (server) => {
    // Warm-up: every route compiled in every worker (concurrent requests spread over the workers).
    for (const kind of kinds) await Promise.all(Array.from({ length: 2 * workers }, () => throughApp(kind)));
    const rows = [];
    for (const concurrency of levels) {
      const model = await round(concurrency, () => direct(fake.baseURL));
      for (const kind of kinds) {
        // A roundtable is four streams: 16 of them are 64 model streams, the top level.
        if (kind === "roundtable" && concurrency > 16) continue;
        const reference =
          kind === "roundtable" ? await round(concurrency, () => directRoundtable(fake.baseURL)) : model;
        const before = processTreeUsage(server.pid as number);
        const lyceum = await round(concurrency, () => throughApp(kind));
        const after = processTreeUsage(server.pid as number);
        rows.push({
          stream: kind,
          concurrent: concurrency,
          "TTFT ratio p50": ratio(lyceum.firstToken, reference.firstToken),
          "TTFT ratio p95": ratio(lyceum.firstTokenP95, reference.firstTokenP95),
          "total ratio p50": ratio(lyceum.total, reference.total),
          "total ratio p95": ratio(lyceum.totalP95, reference.totalP95),
          "CPU µs/token": Math.round(
            ((after.cpuMs - before.cpuMs) * 1000) / (concurrency * STREAMS[kind].models * PIECES.length),
          ),
          "RSS MB before → after": `${megabytes(before.rssBytes)} → ${megabytes(after.rssBytes)}`,
          failed: lyceum.failed,
        });
      }
    }
    console.info(
      `\nDatabase: ${database ? "PostgreSQL" : "PGlite (embedded)"}${workers > 1 ? `, ${workers} workers` : ""}` +
        ` (model alone at ${levels.at(-1)} streams: TTFT p50 ${Math.round(FIRST_TOKEN_MS)} ms aim, total ≈ ${FIRST_TOKEN_MS + PIECES.length * GAP_MS} ms)`,
    );
    console.table(rows);
    console.info(
      `Load average (1, 5, 15 min) at the end: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")}`,
    );
    await checkAborts(fake);
  });
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
  const reset = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  };
  return {
    url: url.toString(),
    reset,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** BENCH_ONLY=held|pglite|postgres|workers and BENCH_KINDS=chat,lesson narrow a run (to profile one path). */
const only = process.env.BENCH_ONLY;
const onlyKinds = process.env.BENCH_KINDS?.split(",") as Kind[] | undefined;

async function main() {
  if (!only || only === "held") await benchHeldStream();
  if (only === "held") return;
  const fake = await startFakeOpenAI();
  fake.behave((body) => ({
    kind: "answer",
    pieces: body.response_format ? PLAN_PIECES : PIECES,
    firstTokenMs: FIRST_TOKEN_MS,
    gapMs: GAP_MS,
  }));
  console.info(
    `Upstream pace: first token after ${FIRST_TOKEN_MS} ms, then ${PIECES.length} tokens ${GAP_MS} ms apart.`,
  );
  try {
    if (!only || only === "pglite") await benchServer(fake, undefined, { kinds: onlyKinds });
    const database = only === "pglite" ? undefined : await freshPostgres();
    if (database) {
      try {
        if (!only || only === "postgres") await benchServer(fake, database.url, { kinds: onlyKinds });
        await database.reset();
        // Past one core: the same top level with two worker processes sharing the port (npm start's cluster).
        if (!only || only === "workers")
          await benchServer(fake, database.url, { levels: [64], kinds: onlyKinds ?? ["chat", "lesson"], workers: 2 });
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
