import { describe, expect, it } from "vitest";
import { alreadyInCatalog, educatorNameKey, findByName } from "./names";

const catalog = [
  { id: 7, name: "Charlotte Mason" },
  { id: 9, name: "Paulo Freire" },
  { id: 12, name: "Lev Vygotsky" },
];

describe("finding an educator by name", () => {
  it.each([
    ["Charlotte Mason", 7],
    ["  charlotte   MASON ", 7],
    ["Paulo Fréire", 9],
    ["Lev. Vygotsky", 12],
  ])("finds %j", (name, id) => {
    expect(findByName(catalog, name)?.id).toBe(id);
  });

  it.each(["Charlotte", "Anton Makarenko", "Mason Charlotte"])(
    "does not take %j for someone in the catalog",
    (name) => {
      expect(findByName(catalog, name)).toBeUndefined();
    },
  );

  it("ignores case, accents, dots and spacing only", () => {
    expect(educatorNameKey(" Jean-Jacques  Rousseau ")).toBe("jean-jacques rousseau");
  });

  it("says who is already there", () => {
    expect(alreadyInCatalog("Charlotte Mason")).toBe("Charlotte Mason is already in the catalog.");
  });
});
