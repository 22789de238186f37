#!/usr/bin/env node
// `npm test`: lint, the layer check, typecheck, the Vitest suites, then Playwright against the production build.
// Ends with one line 'N passed, N failed' over everything, and a non-zero exit if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(root, ".test-output");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
mkdirSync(output, { recursive: true });
process.env.NEXT_TELEMETRY_DISABLED = "1";

let passed = 0;
let failed = 0;

function run(label, command, args) {
  console.info(`\n▶ ${label}: ${[path.basename(command), ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.error(`✗ ${label} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

check("lint", bin("biome"), ["check", "."]);
check("layers", bin("depcruise"), [".", "--config", ".dependency-cruiser.cjs"]);
check("typecheck", "sh", ["-c", `"${bin("next")}" typegen >/dev/null && "${bin("tsc")}" --noEmit`]);

const vitestReport = path.join(output, "vitest.json");
rmSync(vitestReport, { force: true });
const vitestOk = run("unit and integration tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

const playwrightReport = path.join(output, "playwright.json");
rmSync(playwrightReport, { force: true });
const playwrightOk = run("end-to-end tests", bin("playwright"), ["test"]);
const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined;
if (playwright?.stats) {
  const { expected, unexpected, flaky } = playwright.stats;
  passed += expected + flaky;
  failed += unexpected + (playwrightOk || unexpected > 0 ? 0 : 1);
} else failed += 1;

console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
