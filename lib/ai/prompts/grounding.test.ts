import { describe, expect, it } from "vitest";
import { BAND_LABELS } from "@/db/data/bands";
import { educators } from "@/db/data/educators";
import { notesBySlug } from "@/db/data/notes";
import { retrieve } from "@/lib/ai/knowledge";
import { describeEducator } from "./educator-profile";
import { documentedPositions } from "./grounding";

const vygotsky = educators.find((educator) => educator.slug === "lev-vygotsky");
if (!vygotsky) throw new Error("Vygotsky is in the catalogue");
const homework = notesBySlug["lev-vygotsky"]?.homework;

describe("the real model's grounding", () => {
  it("gives the retrieved note with its work's authorship, and only the teacher's band's moves", () => {
    const prompt = documentedPositions(vygotsky, retrieve("lev-vygotsky", "How much homework for my 8th graders?"));
    expect(prompt).toContain(`Position: ${homework?.position}`);
    expect(prompt).toContain("Mind in Society (1978; published after Lev Vygotsky's death");
    expect(prompt).toContain(
      `Classroom moves for ${BAND_LABELS.answer.secondary}: ${homework?.moves.secondary.join(" ")}`,
    );
    expect(prompt).not.toContain("Classroom moves for primary classes");
    expect(prompt).toContain("Cite only the works named in this section");
  });

  it("marks a concern the educator never addressed as reasoning, and gives every band when no age is named", () => {
    expect(homework?.addressed).toBe(false);
    const prompt = documentedPositions(vygotsky, retrieve("lev-vygotsky", "Should homework be graded?"));
    expect(prompt).toContain("You never addressed this concern yourself");
    expect(prompt).toContain("The teacher named no age group");
    for (const band of Object.values(BAND_LABELS.answer)) {
      expect(prompt).toContain(`Classroom moves for ${band}:`);
    }
  });

  it("gives a misconception the teacher describes, as the subject's knowledge, and none for a plain question", () => {
    const belief = documentedPositions(
      vygotsky,
      retrieve("lev-vygotsky", "My Year 4s think a bigger denominator means a bigger fraction. How do I fix this?"),
    );
    expect(belief).toContain(
      "The teacher describes a known misconception: a fraction with a bigger denominator is bigger, so 1/8 is more than 1/4.",
    );
    expect(belief).toContain("Fold two equal paper strips into quarters and eighths");
    expect(belief).toContain("not a position of yours");
    const plain = documentedPositions(vygotsky, retrieve("lev-vygotsky", "How do I teach fractions to Year 4?"));
    expect(plain).not.toContain("misconception");
  });

  it("gives a situation the teacher describes as common practice, and adults no children's age groups", () => {
    const garden = documentedPositions(vygotsky, retrieve("lev-vygotsky", "My Grade 3 class wants a class garden."));
    expect(garden).toContain("The teacher describes a class or school garden. Practice schools share for it:");
    expect(garden).toContain("Keep a garden journal");
    expect(garden).toContain("this is common practice, not a position of yours");
    const phones = documentedPositions(vygotsky, retrieve("lev-vygotsky", "Should I ban phones in Year 9?"));
    expect(documentedPositions(vygotsky, retrieve("lev-vygotsky", "Group work with my undergraduates?"))).toContain(
      `The teacher works with university students: adapt the moves for ${BAND_LABELS.answer.secondary} to them.`,
    );
    expect(phones).toContain(
      "If the teacher asks whether to do something, the practice's answer is: Follow your school's policy first;",
    );
    // A situation with no answer of its own gives none.
    const rough = documentedPositions(
      vygotsky,
      retrieve("lev-vygotsky", "My Year 9 class keeps making racist remarks."),
    );
    expect(rough).toContain("Practice schools share for it");
    expect(rough).not.toContain("If the teacher asks whether");
    const adults = documentedPositions(
      vygotsky,
      retrieve("lev-vygotsky", "How do I teach adults to read in night school?"),
    );
    expect(adults).toContain("The learners are adults: give no moves for children's age groups.");
    expect(adults).not.toContain("The teacher named no age group");
    expect(documentedPositions(vygotsky, retrieve("lev-vygotsky", "How do I teach fractions?"))).not.toContain(
      "Practice schools share",
    );
  });

  it("lists every work in the persona with its real authorship", () => {
    const socrates = educators.find((educator) => educator.slug === "socrates");
    const confucius = educators.find((educator) => educator.slug === "confucius");
    expect(socrates && describeEducator(socrates)).toContain(
      "Plato, Meno (c. 385 BCE; written by Plato, who records Socrates; Socrates wrote nothing of it)",
    );
    expect(confucius && describeEducator(confucius)).toContain(
      "The Analects (Lunyu) (after 479 BCE; compiled by Confucius's followers, not written by Confucius)",
    );
    expect(describeEducator(vygotsky)).toContain("Mind in Society (1978; published after Lev Vygotsky's death");
  });
});
