import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/shared/env";

let secret: string | undefined;

/** AUTH_SECRET, or a secret generated once and kept in DATA_DIR/auth-secret. */
export function authSecret(): string {
  if (secret) return secret;
  if (env.AUTH_SECRET) {
    secret = env.AUTH_SECRET;
    return secret;
  }
  const file = path.join(env.dataDir, "auth-secret");
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.dataDir, { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      console.warn(`[lyceum] AUTH_SECRET is not set: generated one in ${file}. Set AUTH_SECRET in production.`);
      secret = generated;
    } catch {
      // Another process wrote it first: use theirs.
      secret = readFileSync(file, "utf8").trim();
    }
  }
  return secret;
}
