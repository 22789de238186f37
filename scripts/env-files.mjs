// The .env files, read as `npm start` reads them, for start itself and the scripts run beside it.
import { createRequire } from "node:module";

// A CommonJS module, required as such: plain Node.js and tsx see its exports differently through `import`.
const { loadEnvConfig } = createRequire(import.meta.url)("@next/env");

/**
 * Loads `dir`'s .env files into process.env as the production server does (Next.js: .env, .env.production,
 * .env.local; a variable already set wins). Call it before shared/env.ts is imported: that module reads
 * process.env once. npm runs every script from the project root, as the default says.
 */
export function loadEnvFiles(dir = process.cwd()) {
  loadEnvConfig(dir, false, { info: () => {}, error: console.error });
}
