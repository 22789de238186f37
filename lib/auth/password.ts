import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane. */
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, options);
}

// Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `stored`, or against a dummy hash when there is no account. */
export async function verifyPassword(stored: string | undefined, password: string) {
  dummyHash ??= hashPassword("lyceum-dummy-password-for-timing");
  const target = stored ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return stored !== undefined && matches;
}
