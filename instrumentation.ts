/** Runs once when the server starts: migrations and the catalogue are in place before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    await import("./shared/env");
  } catch (error) {
    const { exitOnConfigError } = await import("./shared/config-error");
    exitOnConfigError(error);
    throw error;
  }
  const { prepareDatabase } = await import("./db/migrate");
  // Right after the SQL migrations, the one-time conversions of stored rows (each runs once per database).
  const { planObjectsMigration } = await import("./lib/lessons/legacy-plan");
  const started = Date.now();
  const { educators, dataMigrationsRun } = await prepareDatabase(undefined, { dataMigrations: [planObjectsMigration] });
  const converted = dataMigrationsRun.length ? `, data migrations run: ${dataMigrationsRun.join(", ")}` : "";
  console.info(
    `[lyceum] database ready: migrations applied, ${educators} educators seeded${converted} (${Date.now() - started} ms)`,
  );
  const { env } = await import("./shared/env");
  if (env.NODE_ENV === "production" && !env.APP_URL) {
    console.warn(
      "[lyceum] APP_URL is not set: links in e-mails point to localhost and cookies are not marked Secure. " +
        "Set APP_URL to the public https:// address in production.",
    );
  }
  const { scheduleMaintenance } = await import("./lib/analytics/retention");
  scheduleMaintenance();
}
