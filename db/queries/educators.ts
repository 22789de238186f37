import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "../client";
import { educators } from "../schema";

/** The catalogue as cards show it, in catalogue order. */
export async function listEducators() {
  const db = await getDb();
  return db
    .select({
      id: educators.id,
      name: educators.name,
      era: educators.era,
      origin: educators.origin,
      shortBio: educators.shortBio,
      contributions: educators.contributions,
      imageUrl: educators.imageUrl,
      tags: educators.tags,
    })
    .from(educators)
    .orderBy(asc(educators.sortOrder), asc(educators.id));
}

export type EducatorCard = Awaited<ReturnType<typeof listEducators>>[number];

/** Everything the AI features need of one educator, or undefined. */
export async function findEducatorProfile(id: number) {
  const db = await getDb();
  const [educator] = await db
    .select({
      id: educators.id,
      slug: educators.slug,
      name: educators.name,
      era: educators.era,
      born: educators.born,
      died: educators.died,
      origin: educators.origin,
      knowledge: educators.knowledge,
    })
    .from(educators)
    .where(eq(educators.id, id));
  return educator;
}

export type EducatorProfileRow = NonNullable<Awaited<ReturnType<typeof findEducatorProfile>>>;
