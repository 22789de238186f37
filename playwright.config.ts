import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const e2eDataDir = path.resolve(".test-output", "e2e-data");

/** Debian's Chromium where it is installed (no browser download works here); CHROMIUM_PATH overrides. */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/educators`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      ADMIN_EMAIL: "admin@lyceum.test",
      AUTH_SECRET: "e2e-secret-that-is-long-enough-for-tests-0123456789",
      MAIL_OUTBOX_DIR: path.join(e2eDataDir, "outbox"),
      // The built-in model at twice its pace: answers in about 1 s, plans in about 2.5 s.
      OFFLINE_MODEL_PACE: "0.5",
    },
  },
});
