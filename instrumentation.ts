/** Runs once when the server starts: migrations and the catalogue are in place before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./db/migrate");
  const started = Date.now();
  const { educators } = await prepareDatabase();
  console.info(
    `[lyceum] database ready: migrations applied, ${educators} educators seeded (${Date.now() - started} ms)`,
  );
  const { env } = await import("./lib/env");
  if (env.NODE_ENV === "production" && !env.APP_URL) {
    console.warn(
      "[lyceum] APP_URL is not set: links in e-mails point to localhost and cookies are not marked Secure. " +
        "Set APP_URL to the public https:// address in production.",
    );
  }
  const { scheduleMaintenance } = await import("./lib/analytics/retention");
  scheduleMaintenance();
}
