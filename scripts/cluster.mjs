// `npm start` past one core: with DATABASE_URL set, WEB_CONCURRENCY worker processes (node:cluster) serve
// the same port; sessions, rate limits and trial counts live in PostgreSQL, so they share them. PGlite has
// one writer: it stays one process. Each worker is scripts/server.mjs; migrations take an advisory lock
// (db/migrate.ts), so workers starting together migrate one at a time.
import cluster from "node:cluster";
import path from "node:path";

const requested = Math.floor(Number(process.env.WEB_CONCURRENCY || 1)) || 1;
const shared = Boolean(process.env.DATABASE_URL?.trim());
if (requested > 1 && !shared) {
  console.warn(
    `[lyceum] WEB_CONCURRENCY=${requested} needs DATABASE_URL: the embedded PGlite database has one writer, so one process serves.`,
  );
}
const workers = shared ? Math.max(1, requested) : 1;

if (workers === 1) {
  await import("./server.mjs");
} else {
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, "server.mjs") });
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      worker.listened = true;
    });
  };
  for (let index = 0; index < workers; index += 1) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // One that never came up will not come up on a second try either (a bad setting, a database out of reach).
    if (!worker.listened) {
      console.error(`[lyceum] a worker failed to start (exit code ${code}): stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = code || 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`[lyceum] worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another`);
    fork();
  });
  // Each worker drains its own requests (scripts/server.mjs); the primary ends once they all have.
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.info(`[lyceum] ${signal}: stopping ${workers} workers`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  console.info(`[lyceum] primary ${process.pid}: ${workers} workers (WEB_CONCURRENCY)`);
}
