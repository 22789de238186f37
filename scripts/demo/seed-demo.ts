/** `npm run db:seed-demo`: fills the app's database with demo traffic (stop the server first when on PGlite). */
import { loadEnvFiles } from "../env-files.mjs";

async function main() {
  // The database `npm start` uses, .env files included: imported once they are loaded (lib/env reads them once).
  loadEnvFiles();
  const [{ getConnection }, { prepareDatabase }, { seedDemo }] = await Promise.all([
    import("@/db/client"),
    import("@/db/migrate"),
    import("./demo-data"),
  ]);
  const connection = await getConnection();
  await prepareDatabase(connection);
  const added = await seedDemo(connection.db);
  console.info(
    added
      ? `Demo data added (${connection.kind}): ${added.users} teachers, ${added.pageViews} page views, ` +
          `${added.conversations} conversations, ${added.lessonPlans} lesson plans.`
      : `Demo data is already there (${connection.kind}): nothing added.`,
  );
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
