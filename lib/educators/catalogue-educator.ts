/** An educator as the catalogue call (`GET /api/educators`) sends it. */
export type CatalogueEducator = {
  id: number;
  name: string;
  era: string;
  origin: string | null;
  shortBio: string;
  /** The spec lets this be a list or an object of values. */
  contributions: string[] | Record<string, string>;
  imageUrl: string | null;
  tags: string[] | null;
};

export function contributionList(contributions: CatalogueEducator["contributions"]): string[] {
  return Array.isArray(contributions) ? contributions : Object.values(contributions);
}
