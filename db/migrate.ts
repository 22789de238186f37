import path from "node:path";
import { sql } from "drizzle-orm";
import { type Connection, type Database, getConnection } from "./client";
import { dataMigrations } from "./schema";
import { seedEducators } from "./seed";

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/** Applies every pending migration. */
async function migrateDatabase({ db, kind }: Connection) {
  if (kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed per driver; the database is the same.
    await migrate(db as any, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migrate(db as any, { migrationsFolder });
  }
}

/**
 * A one-time conversion of stored rows that SQL cannot do (parsing old Markdown, say): it runs once per
 * database, right after the SQL migrations, and is recorded in `data_migrations` under its name. The code
 * lives with what it converts (outside db/) and is handed to `prepareDatabase` by whoever starts the app.
 */
export type DataMigration = {
  /** The record's key: never rename a migration that has shipped, or it runs again. */
  name: string;
  /** Converts the rows, inside the transaction that records it: a failure records nothing and changes nothing. */
  run: (db: Database) => Promise<unknown>;
};

/**
 * Runs each migration not yet recorded, in order. Each claims its name first, in its own transaction, so
 * two processes cannot both run it (the second waits on the row, then finds it taken).
 * Returns the names of the migrations that ran now.
 */
export async function runDataMigrations(db: Database, migrations: readonly DataMigration[]) {
  const ran: string[] = [];
  for (const migration of migrations) {
    const claimed = await db.transaction(async (tx) => {
      const [record] = await tx
        .insert(dataMigrations)
        .values({ name: migration.name })
        .onConflictDoNothing()
        .returning({ name: dataMigrations.name });
      if (!record) return false;
      await migration.run(tx as unknown as Database);
      return true;
    });
    if (claimed) ran.push(migration.name);
  }
  return ran;
}

/** Any fixed number, the same in every process: the key of the advisory lock that migrations hold. */
export const MIGRATION_LOCK = 716_253_001;

export type PrepareOptions = {
  /** Data migrations to run once, after the SQL migrations and the catalogue's seeding (see `DataMigration`). */
  dataMigrations?: readonly DataMigration[];
};

/**
 * Migrates and seeds the catalogue, then runs the data migrations not yet run; safe to run on every
 * start. On PostgreSQL several processes may start at once (npm start's workers, or instances behind a
 * load balancer): one at a time does it, holding an advisory lock for as long as this transaction lasts,
 * and the next finds nothing to do.
 */
export async function prepareDatabase(connection?: Connection, options: PrepareOptions = {}) {
  const target = connection ?? (await getConnection());
  const prepare = async () => {
    await migrateDatabase(target);
    const seeded = await seedEducators(target.db);
    const dataMigrationsRun = await runDataMigrations(target.db, options.dataMigrations ?? []);
    return { ...seeded, dataMigrationsRun };
  };
  if (target.kind === "pglite") return prepare();
  return target.db.transaction(async (lock) => {
    // Waiting behind another process's migration is no query that hangs: the statement limit is lifted
    // for this transaction only, so an instance that waits longer than 10 s still starts.
    await lock.execute(sql`set local statement_timeout = 0`);
    await lock.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return prepare();
  });
}
