import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A random single-use token (256 bits) and the hash that is all the database keeps of it. */
export function createToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}
