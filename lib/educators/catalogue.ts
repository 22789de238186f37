import "server-only";
import { type EducatorCard, type EducatorProfileRow, findEducatorProfile, listEducators } from "@/db/queries/educators";
import { findByName } from "./names";

let catalogue: Promise<EducatorCard[]> | undefined;

/**
 * The catalogue changes only when the server starts (seeding), so it is read from the database
 * once per process and then served from memory.
 */
function getCatalogue(): Promise<EducatorCard[]> {
  catalogue ??= listEducators().catch((error: unknown) => {
    catalogue = undefined;
    throw error;
  });
  return catalogue;
}

let catalogueJson: Promise<string> | undefined;

/** The catalogue as the JSON `GET /api/educators` sends, serialized once per process. */
export function getCatalogueJson(): Promise<string> {
  catalogueJson ??= getCatalogue()
    .then((educators) => JSON.stringify(educators))
    .catch((error: unknown) => {
      catalogueJson = undefined;
      throw error;
    });
  return catalogueJson;
}

const profiles = new Map<number, Promise<EducatorProfileRow | undefined>>();

/** One educator's profile for the AI features, read once per process (misses are not remembered). */
export function getEducatorProfile(id: number): Promise<EducatorProfileRow | undefined> {
  const cached = profiles.get(id);
  if (cached) return cached;
  const loading = findEducatorProfile(id).then((profile) => {
    if (!profile) profiles.delete(id);
    return profile;
  });
  profiles.set(id, loading);
  loading.catch(() => profiles.delete(id));
  return loading;
}

/** The catalogue's educator of that name (case, accents and spacing aside), if there is one. */
export async function findCatalogueEducator(name: string) {
  return findByName(await getCatalogue(), name);
}
