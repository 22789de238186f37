import { describe, expect, it } from "vitest";
import { notesBySlug } from "@/db/data/notes";
import { composeSynthesis, SYNTHESIS_NOTICE } from "./compose-synthesis";

const seats = ["maria-montessori", "paulo-freire", "confucius"];
const question = "How should I respond when a pupil keeps disrupting the lesson?";

describe("composeSynthesis", () => {
  it("says it is a summary, then agreement, each educator's position with its work, and one question", () => {
    const synthesis = composeSynthesis(seats, question);
    const parts = synthesis.split("\n\n");
    expect(parts[0]).toBe(SYNTHESIS_NOTICE);
    expect(parts[1]).toMatch(/^\*\*Where they meet\.\*\* On classroom management and behavior, /);
    expect(synthesis).toContain("- **Maria Montessori** (from *The Montessori Method*, 1909): I found");
    expect(synthesis).toContain(
      "- **Confucius** (from *The Analects (Lunyu)*, after 479 BCE): As my followers recorded",
    );
    expect(parts.at(-1)).toMatch(
      /^\*\*For you to decide\.\*\* .*Maria Montessori's \*.+\*, Paulo Freire's \*.+\* or Confucius's \*.+\*\?/,
    );
    expect(synthesis.match(/\?/g)).toHaveLength(2);
  });

  it("is deterministic, and follows the question's concern", () => {
    expect(composeSynthesis(seats, question)).toBe(composeSynthesis(seats, question));
    const homework = composeSynthesis(seats, "Should I set homework for my ten-year-olds?");
    expect(homework).toContain("On homework,");
    const position = notesBySlug["paulo-freire"]?.homework.position ?? "";
    expect(homework).toContain(position.split(/(?<=\.)\s/)[0]);
  });

  it("says where an educator never addressed the concern", () => {
    const screens = composeSynthesis(["john-dewey", "sugata-mitra"], "Should my class use tablets?");
    expect(notesBySlug["john-dewey"]?.technology.addressed).toBe(false);
    expect(screens).toContain("John Dewey never addressed it directly: there the catalogue reasons from principles.");
  });

  it("needs two educators of the catalogue", () => {
    expect(composeSynthesis(["maria-montessori", "nobody"], question)).toBe(
      "A roundtable needs at least two of Lyceum's educators to compare.",
    );
  });
});
