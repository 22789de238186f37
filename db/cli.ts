/** `npm run db:migrate`: applies migrations and seeds the catalogue, then exits. */
import { getConnection } from "./client";
import { prepareDatabase } from "./migrate";

async function main() {
  const connection = await getConnection();
  const { educators } = await prepareDatabase(connection);
  console.info(`Database ready (${connection.kind}): migrations applied, ${educators} educators seeded.`);
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
