import { describe, expect, it } from "vitest";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";
import { searchEducators } from "./educator-search";

const educator = (id: number, fields: Partial<CatalogueEducator>): CatalogueEducator => ({
  id,
  name: "",
  era: "",
  origin: null,
  shortBio: "",
  contributions: [],
  imageUrl: null,
  tags: null,
  ...fields,
});

const catalogue = [
  educator(1, { name: "Maria Montessori", era: "1870–1952", origin: "Italy", contributions: ["Prepared environment"] }),
  educator(2, { name: "Paulo Freire", era: "1921–1997", origin: "Brazil", contributions: { a: "Critical pedagogy" } }),
  educator(3, { name: "Lev Vygotsky", era: "1896–1934", tags: ["zone of proximal development"] }),
];

describe("searchEducators", () => {
  it.each([
    ["", [1, 2, 3]],
    ["   ", [1, 2, 3]],
    ["montessori", [1]],
    ["FREIRE", [2]],
    ["brazil", [2]],
    ["1896", [3]],
    ["prepared environment", [1]],
    ["critical", [2]],
    ["proximal", [3]],
    ["freire critical", [2]],
    ["freire montessori", []],
    ["zzz", []],
  ])("%j finds %j", (query, ids) => {
    expect(searchEducators(catalogue, query).map((found) => found.id)).toEqual(ids);
  });

  it("ignores accents on either side", () => {
    const withAccent = [educator(4, { name: "Célestin Freinet" })];
    expect(searchEducators(withAccent, "celestin")).toHaveLength(1);
    expect(searchEducators(catalogue, "Montessóri")).toHaveLength(1);
  });
});
