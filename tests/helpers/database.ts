import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import { type Connection, type DatabaseKind, openDatabase, overrideConnection } from "@/db/client";
import { type PrepareOptions, prepareDatabase } from "@/db/migrate";
import { planObjectsMigration } from "@/lib/lessons/legacy-plan";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : []),
];

export type TestDatabase = Connection & { drop: () => Promise<void> };

/** What the app passes to `prepareDatabase` when it starts (instrumentation.ts): the data migrations. */
export const appPrepareOptions: PrepareOptions = { dataMigrations: [planObjectsMigration] };

/** A freshly migrated and seeded database: in-memory PGlite, or a new database on the PostgreSQL server. */
async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createEmptyDatabase(kind);
  await prepareDatabase(database, appPrepareOptions);
  return database;
}

/** A new database with nothing in it (no migrations run), for tests of the migrations themselves. */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const connection = await openDatabase({});
    return { ...connection, drop: connection.close };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `lyceum_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ url: url.toString() });
  return {
    ...connection,
    drop: async () => {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs the same suite once per database kind, with the app pointed at a fresh database.
 * `suite` gets a function returning the current connection.
 */
export function describeWithDatabase(name: string, suite: (connection: () => Connection) => void) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
        overrideConnection(database);
      });
      afterAll(async () => {
        await database?.drop();
      });
      suite(() => {
        if (!database) throw new Error("test database not ready");
        return database;
      });
    });
  }
}
