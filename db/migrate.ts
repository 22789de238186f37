import path from "node:path";
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

/** Migrates and seeds the catalogue; safe to run on every start. */
export async function prepareDatabase(connection?: Connection) {
  const target = connection ?? (await getConnection());
  await migrateDatabase(target);
  return seedEducators(target.db);
}
