import "server-only";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/shared/env";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type Connection = { db: Database; kind: DatabaseKind; close: () => Promise<void> };

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dir` (in memory when `dir` is undefined). On
 * PostgreSQL a query stops after `statementTimeoutMs` (10 s unless a test needs a shorter limit).
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  statementTimeoutMs?: number;
}): Promise<Connection> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(options.url, {
      onnotice: () => {},
      max: 10,
      // While the database is out of reach, a request fails in seconds (503 with Retry-After) instead of queueing.
      connect_timeout: 3,
      connection: { statement_timeout: options.statementTimeoutMs ?? 10_000 },
    });
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database;
    return { db, kind: "postgres", close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = new PGlite(options.dir);
  await client.waitReady;
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * Next.js bundles route handlers, server components and instrumentation separately, each with its
 * own copy of this module. The connection lives on globalThis so the process has exactly one: two
 * PGlite instances on one directory would each see only their own writes.
 */
const shared = globalThis as typeof globalThis & { lyceumConnection?: Promise<Connection> };

/** The app's one connection: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function getConnection(): Promise<Connection> {
  shared.lyceumConnection ??= openDatabase({ url: env.DATABASE_URL, dir: env.pgliteDir }).catch((error: unknown) => {
    // A failed start must not poison every later request: the next call tries again.
    shared.lyceumConnection = undefined;
    throw error;
  });
  return shared.lyceumConnection;
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}

/** Tests point the app at their own database. */
export function overrideConnection(next: Connection) {
  shared.lyceumConnection = Promise.resolve(next);
}
