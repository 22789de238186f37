/**
 * `npm run bench:http`: starts the production build and reports requests per second and latency
 * percentiles for the public pages and the catalogue call at 32 concurrent connections.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const connections = 32;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const paths = ["/", "/about", "/explore", "/api/educators"];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function waitForServer(server: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      const response = await fetch(`${base}/api/educators`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 5 minutes");
}

function get(target: string, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${base}${target}`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

async function load(target: string, duration = seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        if ((await get(target, agent)) !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path: target,
    "req/s": Math.round(latencies.length / elapsed),
    "p50 ms": Number(percentile(latencies, 50).toFixed(1)),
    "p99 ms": Number(percentile(latencies, 99).toFixed(1)),
    errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-bench-"));
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server);
    for (const target of paths) await load(target, 1); // warm-up: first render, first catalogue read
    const results = [];
    for (const target of paths) results.push(await load(target));
    console.info(`${connections} connections, ${seconds} s per path, production build on ${base}`);
    console.table(results);
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
