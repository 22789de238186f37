/**
 * What the stream benches share: Lyceum's production server started against a fake model (`npm start`,
 * a fresh data folder, the settings below), and a stream timed to its first token and its end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const port = Number(process.env.BENCH_PORT ?? 3300);
export const app = `http://127.0.0.1:${port}`;

export type Timing = { firstToken: number; total: number };

export async function timeStream(url: string, init: RequestInit, isToken: (text: string) => boolean): Promise<Timing> {
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

/**
 * Each request comes as from its own address (the server trusts X-Forwarded-For here, TRUST_PROXY=1, as
 * behind a load balancer): a whole school behind one address would meet the per-address trial and
 * hourly limits, which are not what the benches measure.
 */
let clients = 0;
export const clientAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** The percentile `p` (0–100) of `values`, the nearest rank. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

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

/**
 * Runs `bench` against a fresh server (on PGlite when `database` is undefined) whose model is the fake at
 * `modelURL`, with `settings` added to its environment; the server stops and its data goes afterwards.
 */
export async function withAppServer<T>(
  {
    modelURL,
    database,
    workers = 1,
    settings = {},
  }: {
    modelURL: string;
    database?: string;
    workers?: number;
    settings?: Record<string, string>;
  },
  bench: (server: ChildProcess) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-bench-"));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn("node", [...profile, "scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database ?? "",
      NODE_ENV: "production",
      OPENAI_API_KEY: "bench",
      OPENAI_BASE_URL: modelURL,
      OPENAI_MODEL: "bench-model",
      WEB_CONCURRENCY: String(workers),
      TRUST_PROXY: "1",
      // Workers must share one secret (the generated one is written by whichever starts first).
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      ...settings,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server);
    return await bench(server);
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
