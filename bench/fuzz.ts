/**
 * `npm run bench:fuzz`: starts the production build on a fresh data directory (loopback only) and sends
 * it a bounded, repeatable run of hostile requests — every API route with odd methods, broken paths,
 * broken or oversized JSON, wrong types, NUL bytes, lone surrogates, huge ids — then prints the count
 * of answers by status and every 5xx. FUZZ_REQUESTS (default 1500) bounds the run; FUZZ_ROOT runs
 * another checkout's build; FUZZ_POSTGRES_URL (a server) runs it on a fresh PostgreSQL database, dropped after.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

const root = path.resolve(process.env.FUZZ_ROOT ?? ".");
const port = Number(process.env.FUZZ_PORT ?? 3206);
const total = Number(process.env.FUZZ_REQUESTS ?? 1500);
const concurrency = 8;
const deadline = Date.now() + Number(process.env.FUZZ_SECONDS ?? 240) * 1000;

// A fixed seed, so two runs (before and after a change) send the same requests.
let seed = 0x1ce3;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

const ids = ["1", "0", "-1", "2147483648", "99999999999999999999", "1.5", "abc", "%FF", "%E0%A4%A", "%00", "1e3"];
const routes = [
  "/api/analytics/page-view",
  "/api/auth/forgot-password",
  "/api/auth/login",
  "/api/auth/logout",
  "/api/auth/register",
  "/api/auth/reset-password",
  "/api/auth/user",
  "/api/chat/stream",
  "/api/conversations/:id",
  "/api/educator-requests",
  "/api/educators",
  "/api/lesson-plans/:id",
  "/api/lesson-plans/stream",
  "/api/library",
  "/api/messages/:id",
  "/api/newsletter",
  "/api/saved-lesson-plan",
  "/api/stats/summary",
  "/api/stats/page-views?days=%FF",
  "/api/nothing-here",
  "/explore?q=%00",
  "/%E0%A4%A",
];
const methods = ["GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "HEAD"];
const strings = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "lone \uD800 high",
  "lone \uDC00 low",
  "x".repeat(70_000),
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "password123",
  "teacher@school.org",
  "nul\u0000@school.org",
  "\u202Eright-to-left",
];
const values = [...strings, 0, -1, 2 ** 31, 1e308, 1.5, true, null, [], {}, ["a"], { $gt: "" }];
/** A valid body for each call that takes one: the fuzz changes one or two of its fields. */
const validBodies: Record<string, Record<string, unknown>> = {
  "/api/analytics/page-view": { path: "/explore", referrer: "https://example.org/" },
  "/api/auth/forgot-password": { email: "fuzz@school.org" },
  "/api/auth/login": { email: "fuzz@school.org", password: "correct horse battery" },
  "/api/auth/register": {
    email: "fuzz@school.org",
    password: "correct horse battery",
    firstName: "Ada",
    lastName: "Lovelace",
  },
  "/api/auth/reset-password": { token: "abc", password: "correct horse battery" },
  "/api/chat/stream": { educatorId: 1, question: "How do pupils learn?" },
  "/api/educator-requests": { name: "Anton Makarenko", reason: "His collective education.", era: "1888", origin: "UA" },
  "/api/lesson-plans/stream": { educatorId: 1, subject: "Science", gradeLevel: "Grade 4", topic: "Plants" },
  "/api/newsletter": { email: "fuzz@school.org" },
  "/api/saved-lesson-plan": { lessonPlanId: 1 },
};

function body(route: string): { text: string; type: string } | undefined {
  const shape = random();
  if (shape < 0.05) return undefined;
  if (shape < 0.1) return { text: "{not json", type: "application/json" };
  if (shape < 0.13) return { text: '{"a":1}', type: "text/plain" };
  if (shape < 0.16) return { text: JSON.stringify(pick(values)), type: "application/json" };
  const object = { ...(validBodies[route] ?? { educatorId: 1, question: "How do pupils learn?" }) };
  const keys = Object.keys(object);
  for (let count = 1 + Math.floor(random() * 2); count > 0; count -= 1) object[pick(keys)] = pick(values);
  return { text: JSON.stringify(object), type: "application/json" };
}

function send(method: string, target: string, payload: ReturnType<typeof body>) {
  return new Promise<number>((resolve) => {
    const headers: Record<string, string> = {};
    if (payload) headers["content-type"] = payload.type;
    if (random() < 0.1) headers.origin = "https://evil.example";
    // A server may answer before it has read the body and then reset the connection: the answer counts.
    let status = -1;
    const request = http.request({ host: "127.0.0.1", port, method, path: target, headers, timeout: 60_000 }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => resolve(status));
      res.on("error", () => resolve(status));
    });
    request.on("error", () => resolve(status));
    request.on("timeout", () => request.destroy());
    request.end(payload && method !== "GET" && method !== "HEAD" ? payload.text : undefined);
  });
}

async function waitForServer() {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/educators`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

/** A fresh database on the FUZZ_POSTGRES_URL server, or none (PGlite). */
async function freshDatabase() {
  const serverUrl = process.env.FUZZ_POSTGRES_URL;
  if (!serverUrl) return { env: {}, drop: async () => {} };
  const name = `lyceum_fuzz_${process.pid}`;
  const admin = postgres(serverUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-fuzz-"));
  const database = await freshDatabase();
  const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      OFFLINE_MODEL_PACE: "0",
      ...database.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let serverErrors = "";
  server.stderr.on("data", (data: Buffer) => {
    serverErrors += data.toString();
  });

  try {
    await waitForServer();
    const counts = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < total && Date.now() < deadline) {
        sent += 1;
        const method = pick(methods);
        const route = pick(routes);
        const target = route.replace(":id", pick(ids));
        const status = await send(method, target, body(route));
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status >= 500 || status < 0) failures.push(`${status} ${method} ${target}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    console.info(`${sent} requests to ${root} on ${process.env.FUZZ_POSTGRES_URL ? "PostgreSQL" : "PGlite"}`);
    for (const [status, count] of [...counts].sort(([a], [b]) => a - b)) console.info(`  ${status}: ${count}`);
    const fivexx = failures.filter((line) => !line.startsWith("-"));
    console.info(`5xx: ${fivexx.length}, connection errors: ${failures.length - fivexx.length}`);
    for (const line of [...new Set(failures)].slice(0, 40)) console.info(`  ${line}`);
    if (serverErrors.includes("at "))
      console.info(`server logged stack traces: ${serverErrors.split("\n    at ").length - 1} frames`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
