#!/usr/bin/env node
// The server Playwright tests run against: the production build on a fresh, throw-away data directory
// filled with demo traffic (so the statistics dashboard has something to show).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".test-output", "e2e-data");
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const tsx = path.join(root, "node_modules", ".bin", "tsx");
const seeded = spawnSync(tsx, ["--conditions=react-server", "scripts/demo/seed-demo.ts"], {
  cwd: root,
  stdio: "inherit",
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

await import("./start.mjs");
