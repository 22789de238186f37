/** Runs once when the server starts: migrations and the catalogue are in place before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./db/migrate");
  const started = Date.now();
  const { educators } = await prepareDatabase();
  console.info(
    `[lyceum] database ready: migrations applied, ${educators} educators seeded (${Date.now() - started} ms)`,
  );
  const { scheduleMaintenance } = await import("./lib/analytics/retention");
  scheduleMaintenance();
}
