import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { educators as catalogue } from "./data/educators";
import { educators } from "./schema";

/** Upserts the catalogue by slug: re-seeding updates rows, never duplicates them. */
export async function seedEducators(db: Database) {
  const rows = catalogue.map((educator, index) => ({
    slug: educator.slug,
    name: educator.name,
    era: educator.era,
    born: educator.born,
    died: educator.died,
    origin: educator.origin,
    shortBio: educator.shortBio,
    contributions: educator.contributions,
    tags: educator.tags,
    knowledge: educator.knowledge,
    sortOrder: index,
  }));
  await db
    .insert(educators)
    .values(rows)
    .onConflictDoUpdate({
      target: educators.slug,
      set: {
        name: sql`excluded.name`,
        era: sql`excluded.era`,
        born: sql`excluded.born`,
        died: sql`excluded.died`,
        origin: sql`excluded.origin`,
        shortBio: sql`excluded.short_bio`,
        contributions: sql`excluded.contributions`,
        tags: sql`excluded.tags`,
        knowledge: sql`excluded.knowledge`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
  return { educators: rows.length };
}
