/** `npm run db:migrate`: applies migrations, seeds the catalogue and runs the data migrations, then exits. */
// The one entry point under db/ that imports lib/: the data migrations' code lives with what it converts.
import { planObjectsMigration } from "../lib/lessons/legacy-plan";
import { getConnection } from "./client";
import { prepareDatabase } from "./migrate";

async function main() {
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
