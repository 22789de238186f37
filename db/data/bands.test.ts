import { describe, expect, it } from "vitest";
import { BAND_LABELS, BANDS, GRADE_BAND_OF, GRADE_BANDS } from "./bands";

describe("the grade bands", () => {
  it("maps each of a plan's bands onto a band of the notes, in order, youngest first", () => {
    expect(GRADE_BANDS).toEqual(["early", "primary", "secondary"]);
    expect(BANDS.map((band) => GRADE_BANDS.indexOf(GRADE_BAND_OF[band]))).toEqual([0, 1, 2, 2]);
  });

  it("names every band in a plan's words and every band of the notes in an answer's", () => {
    expect(Object.keys(BAND_LABELS.plan)).toEqual([...BANDS]);
    expect(Object.keys(BAND_LABELS.answer)).toEqual([...GRADE_BANDS]);
  });
});
