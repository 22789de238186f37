import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server modules import "server-only" to keep them out of client bundles; tests run on the server.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/server-only.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**"],
    environment: "node",
    env: {
      ADMIN_EMAIL: "admin@lyceum.test",
      AUTH_SECRET: "vitest-secret-that-is-long-enough-0123456789abcdef",
      MAIL_OUTBOX_DIR: path.resolve(import.meta.dirname, ".test-output", "vitest-outbox"),
      DATA_DIR: path.resolve(import.meta.dirname, ".test-output", "vitest-data"),
      OFFLINE_MODEL_PACE: "0",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // next-auth imports `next/server` without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-auth"] } },
    pool: "forks",
    maxWorkers: 2,
  },
});
