/** `npm run db:migrate`: applies migrations, seeds the catalogue and runs the data migrations, then exits. */
// The one entry point under db/ that imports lib/: the data migrations' code lives with what it converts.
import { loadEnvFiles } from "../scripts/env-files.mjs";

async function main() {
  // The database `npm start` uses, .env files included: imported once they are loaded (lib/env reads them once).
  loadEnvFiles();
  const [{ planObjectsMigration }, { getConnection }, { prepareDatabase }] = await Promise.all([
    import("../lib/lessons/legacy-plan"),
    import("./client"),
    import("./migrate"),
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
