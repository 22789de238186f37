/**
 * An educator's name as a key for "is this one already in the catalog?": case, accents, dots and
 * spacing do not count, so "charlotte  mason" and "Charlotte Mason" are the same educator.
 */
export function educatorNameKey(name: string) {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[.,'’]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The catalog's educator of that name, if there is one. */
export function findByName<Educator extends { name: string }>(educators: readonly Educator[], name: string) {
  const key = educatorNameKey(name);
  return educators.find((educator) => educatorNameKey(educator.name) === key);
}

/** The message the request form shows, and the server sends with 409, for an educator already there. */
export const alreadyInCatalog = (name: string) => `${name} is already in the catalog.`;
