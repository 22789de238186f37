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

/** `count` ids of a table's sequence in one call, ascending: rows that must sort in the order given. */
export async function reserveIds(table: "conversations", count: number) {
  const db = await getDb();
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count}) order by 1`,
  );
  const ids = rowsOf<{ id: string }>(result).map((row) => Number(row.id));
  if (ids.length !== count || !ids.every(Number.isSafeInteger)) throw new Error(`could not reserve ids for ${table}`);
  return ids;
}
