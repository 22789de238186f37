/** `npm run db:migrate`: applies migrations, seeds the catalogue and runs the data migrations, then exits. */
// A script, above every layer: it runs the data migrations, whose code lives in lib/ with what it converts.
import { loadEnvFiles } from "./env-files.mjs";

async function main() {
  // The database `npm start` uses, .env files included: imported once they are loaded (shared/env reads them once).
  loadEnvFiles();
  const [{ planObjectsMigration }, { getConnection }, { prepareDatabase }] = await Promise.all([
    import("../lib/lessons/legacy-plan"),
    import("../db/client"),
    import("../db/migrate"),
  ]);
  const connection = await getConnection();
  const { educators, dataMigrationsRun } = await prepareDatabase(connection, {
    dataMigrations: [planObjectsMigration],
  });
  const converted = dataMigrationsRun.length ? `, data migrations run: ${dataMigrationsRun.join(", ")}` : "";
  console.info(`Database ready (${connection.kind}): migrations applied, ${educators} educators seeded${converted}.`);
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
