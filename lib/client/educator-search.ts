import { type CatalogueEducator, contributionList } from "@/lib/educators/catalogue-educator";

/** Lower case without accents, so "freire" finds "Freire" and "vygotsky" finds "Vygotsky". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The educators whose name, era, origin, key contributions or tags contain every word of the query,
 * in catalogue order; all of them for a blank query.
 */
export function searchEducators(educators: CatalogueEducator[], query: string): CatalogueEducator[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return educators;
  return educators.filter((educator) => {
    const text = fold(
      [
        educator.name,
        educator.era,
        educator.origin ?? "",
        ...contributionList(educator.contributions),
        ...(educator.tags ?? []),
      ].join(" "),
    );
    return words.every((word) => text.includes(word));
  });
}
