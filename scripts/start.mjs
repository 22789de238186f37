#!/usr/bin/env node
// `npm start`: builds when no build of the current sources exists, then serves the production build.
// Migrations and the educator catalogue are applied by the server itself at start (instrumentation.ts).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnvFiles } from "./env-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const sourceRoots = ["app", "components", "lib", "db", "shared", "emails", "public", "instrumentation.ts", "proxy.ts"];
const sourceFiles = ["next.config.mjs", "postcss.config.mjs", "tsconfig.json", "package.json", "package-lock.json"];
const stampFile = path.join(root, ".next", "lyceum-source-hash");
const next = path.join(root, "node_modules", ".bin", "next");

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Before anything reads a setting: the settings check, the build, and the cluster and server (PORT,
// WEB_CONCURRENCY, DATABASE_URL) read process.env before Next.js would load the .env files itself.
loadEnvFiles(root);

function* walk(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* walk(path.join(entry, child));
  } else {
    yield entry;
  }
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const file of [...sourceRoots.flatMap((entry) => [...walk(entry)]), ...sourceFiles]) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    hash.update(file);
    hash.update(readFileSync(full));
  }
  return hash.digest("hex");
}

const hash = sourceHash();
const built = existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
if (!built) {
  // A setting Lyceum cannot run with stops here in one line, not in the build with a stack trace.
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const settings = spawnSync(tsx, ["--conditions=react-server", "scripts/check-settings.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  // A check that could not run (no exit code: killed by a signal) stops the start too.
  if (settings.status !== 0) process.exit(settings.status ?? 1);
  console.info("[lyceum] no build of the current sources: building (this takes a minute)…");
  const result = spawnSync(next, ["build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}

// Serve in this very process (or, with WEB_CONCURRENCY, as the primary of its workers: scripts/cluster.mjs),
// so the signal a supervisor (or npm) sends to it reaches the server,
// which shuts down gracefully (scripts/server.mjs), and no child is left behind.
process.env.NODE_ENV = "production";
await import("./cluster.mjs");
