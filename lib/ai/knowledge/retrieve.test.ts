import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { CONCERNS, type Concern } from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import { retrieve } from "./retrieve";

const questions: Record<Concern, string> = {
  behaviour: "My Year 5 class is disruptive and won't follow the rules. What consequences work?",
  motivation: "My students are bored and have stopped trying. How do I motivate them?",
  literacy: "How do I help reluctant readers enjoy books?",
  mathematics: "How should I teach multiplication and fractions so they understand them?",
  science: "How do I run science experiments that teach inquiry?",
  assessment: "How should I give feedback and grade tests fairly?",
  homework: "How much homework should I set, and what kind?",
  inclusion: "How do I differentiate for a child with dyslexia and another with ADHD?",
  multilingual: "How do I support English language learners who are new to the country?",
  discussion: "How do I make group work and class debate productive?",
  questioning: "How do I ask better questions and use wait time?",
  "early-years": "How much free play should there be in the day?",
  adolescents: "How do I reach teenagers going through puberty and peer pressure?",
  arts: "How do I bring creativity, music and drama into lessons?",
  technology: "Should I allow phones, tablets and ChatGPT in lessons?",
  families: "How do I work with parents who complain?",
  planning: "How should I plan a curriculum unit and sequence the topics?",
  wellbeing: "I am exhausted and close to burnout. How do I keep going as a teacher?",
};

describe("retrieval", () => {
  it.each(educators.map((educator) => educator.slug))("%s: a question on each concern finds that concern", (slug) => {
    const found = CONCERNS.map((concern) => retrieve(slug, questions[concern]).concern);
    expect(found).toEqual([...CONCERNS]);
  });

  it("finds the note, and ranks the key ideas and methods that match the question first", () => {
    const found = retrieve(
      "maria-montessori",
      "How do I set up the classroom environment and materials for 4th graders?",
    );
    expect(found.band).toBe("primary");
    expect(found.note).toBe(notesBySlug["maria-montessori"]?.[found.concern]);
    expect(found.ideas[0]?.keywords).toContain("environment");
    expect(found.methods[0]?.keywords).toContain("materials");
  });

  it("takes the concern and the grade band of a follow-up from the conversation when it names neither", () => {
    const earlier = ["How do I get my 8th graders to do their homework?"];
    const found = retrieve("john-dewey", "Can you say more about that?", earlier);
    expect(found).toMatchObject({ concern: "homework", band: "secondary" });
    expect(retrieve("john-dewey", "And for first graders?", earlier)).toMatchObject({
      concern: "homework",
      band: "primary",
    });
    expect(retrieve("john-dewey", "What about group work?", earlier).concern).toBe("discussion");
  });

  it("finds stemmed and synonymous words: 'motivating', 'maths', 'misbehaving', 'EAL'", () => {
    expect(retrieve("john-dewey", "Ideas for motivating a class?").concern).toBe("motivation");
    expect(retrieve("john-dewey", "How should I set maths problems?").concern).toBe("mathematics");
    expect(retrieve("john-dewey", "Two pupils keep misbehaving.").concern).toBe("behaviour");
    expect(retrieve("john-dewey", "My EAL pupils sit silently.").concern).toBe("multilingual");
  });

  it("answers from the catalogue even for an educator it has no notes or ideas for", () => {
    expect(retrieve("someone-added-by-hand", "How do I teach fractions?")).toMatchObject({
      concern: "mathematics",
      note: undefined,
      ideas: [],
      methods: [],
    });
  });
});
