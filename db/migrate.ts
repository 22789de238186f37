import path from "node:path";
import { sql } from "drizzle-orm";
import { type Connection, getConnection } from "./client";
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

/** Any fixed number, the same in every process: the key of the advisory lock that migrations hold. */
const MIGRATION_LOCK = 716_253_001;

/**
 * Migrates and seeds the catalogue; safe to run on every start. On PostgreSQL several processes may
 * start at once (npm start's workers, or instances behind a load balancer): one at a time does it,
 * holding an advisory lock for as long as this transaction lasts, and the next finds nothing to do.
 */
export async function prepareDatabase(connection?: Connection) {
  const target = connection ?? (await getConnection());
  if (target.kind === "pglite") {
    await migrateDatabase(target);
    return seedEducators(target.db);
  }
  return target.db.transaction(async (lock) => {
    await lock.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrateDatabase(target);
    return seedEducators(target.db);
  });
}
