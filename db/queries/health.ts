import "server-only";
import { sql } from "drizzle-orm";
import { getConnection } from "../client";

/** Asks the database the smallest question there is; throws when it does not answer. Returns which database it is. */
export async function pingDatabase() {
  const { db, kind } = await getConnection();
  await db.execute(sql`select 1`);
  return kind;
}
