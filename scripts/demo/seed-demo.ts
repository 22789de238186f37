/** `npm run db:seed-demo`: fills the app's database with demo traffic (stop the server first when on PGlite). */
import { getConnection } from "@/db/client";
import { prepareDatabase } from "@/db/migrate";
import { seedDemo } from "./demo-data";

async function main() {
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
