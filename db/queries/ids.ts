import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../client";
import { rowsOf } from "./rows";

/** Takes the next id of a table's sequence, for a row that is written later (when a stream completes). */
export async function reserveId(
  table: "messages" | "conversations" | "lesson_plans" | "roundtables" | "roundtable_syntheses",
) {
  const db = await getDb();
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`);
  const id = Number(rowsOf<{ id: string }>(result)[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error(`could not reserve an id for ${table}`);
  return id;
}
