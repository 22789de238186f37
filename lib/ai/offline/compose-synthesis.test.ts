import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { CONCERN_LABELS } from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import { retrieve } from "@/lib/ai/knowledge";
import { contentWords, relevance } from "@/lib/text";
import { composeAnswer } from "./compose-answer";
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
    // Freire never wrote on homework: his position is the sentence that reasons from his principles.
    expect(homework).toContain(position.split(/(?<=\.)\s/).find((sentence) => sentence.startsWith("Reasoning")));
  });

  it("says where an educator never addressed the concern", () => {
    const screens = composeSynthesis(["john-dewey", "sugata-mitra"], "Should my class use tablets?");
    expect(notesBySlug["john-dewey"]?.technology.addressed).toBe(false);
    expect(screens).toContain("John Dewey never addressed it directly: there the catalogue reasons from principles.");
  });

  const meet = (synthesis: string) =>
    synthesis.split("\n\n").find((part) => part.startsWith("**Where they meet.**")) ?? "";
  const bullet = (synthesis: string, name: string) =>
    synthesis.split("\n").find((line) => line.startsWith(`- **${name}**`)) ?? "";

  it.each([
    ["a behavior question", ["maria-montessori", "john-dewey"], "How should I handle a pupil who keeps shouting out?"],
    ["a maths question", ["carol-dweck", "jean-piaget"], "My students have maths anxiety and freeze in tests."],
    [
      "a group-work question",
      ["john-dewey", "lev-vygotsky", "confucius", "bell-hooks"],
      "How can I make group work work?",
    ],
    ["a motivation question", ["socrates", "paulo-freire", "ken-robinson"], "My Grade 8 class is bored in history."],
  ])(
    "on %s, names common ground in US English, once a term, and no more of it than a teacher can weigh",
    (_, slugs, asked) => {
      const common = meet(composeSynthesis(slugs, asked));
      expect(common).not.toMatch(/\*\*(behaviour|maths|rigour|modelling)\*\*/);
      const terms = common.match(/\*\*[^*]+\*\*/g)?.slice(1) ?? [];
      expect(new Set(terms).size).toBe(terms.length);
      expect(common.match(/take up/g)?.length ?? 0).toBeLessThanOrEqual(2);
    },
  );

  it("claims no common ground the question's own words make (both 'take up maths' when asked about maths)", () => {
    expect(
      meet(composeSynthesis(["carol-dweck", "jean-piaget"], "How do I teach maths to anxious students?")),
    ).not.toMatch(/\*\*(math|maths|mathematics)\*\*/);
  });

  it.each([
    // A title's "!" does not end the position (it was cut to "In Freedom, Not License!").
    [
      ["nel-noddings", "a-s-neill"],
      "How do I work with parents?",
      "A. S. Neill",
      "In *Freedom, Not License!* I answered",
    ],
    // Titles the position names are set in italics, as the answers set them.
    [
      ["carol-dweck", "jean-piaget"],
      "How do I teach maths?",
      "Carol Dweck",
      "In *Mindset: The New Psychology of Success* I report",
    ],
    // …by their short title too, without the catalog's "lectures" or subtitle in brackets.
    [
      ["rabindranath-tagore", "rudolf-steiner"],
      "How much time should children spend learning outdoors?",
      "Rudolf Steiner",
      "In *Practical Advice to Teachers*, and in the seminar",
    ],
    // Where they never addressed it, the position is their reasoning, not "I did not speak of homework…".
    [
      ["confucius", "socrates"],
      "Should I give homework to ten-year-olds?",
      "Confucius",
      ": Reasoning from that, work outside class",
    ],
    [
      ["carol-dweck", "jean-piaget"],
      "How should I grade writing?",
      "Jean Piaget",
      ": My own way of finding out what a child knows",
    ],
    // A child in general is "they", as in the answers beside it.
    [["carol-dweck", "jean-piaget"], "How do I teach maths?", "Jean Piaget", "until then they may think"],
  ])("gives each position as a teacher reads it in the answers (%j, %s: %s)", (slugs, asked, name, expected) => {
    expect(bullet(composeSynthesis(slugs, asked), name)).toContain(expected);
  });

  it("speaks of the child as the teacher did", () => {
    const about = composeSynthesis(
      ["carol-dweck", "jean-piaget"],
      "How do I teach maths to a girl who counts on her fingers?",
    );
    expect(bullet(about, "Jean Piaget")).toContain("until then she may think");
  });

  it("needs two educators of the catalogue", () => {
    expect(composeSynthesis(["maria-montessori", "nobody"], question)).toBe(
      "A roundtable needs at least two of Lyceum's educators to compare.",
    );
  });

  it.each([
    ["behavior", "How should I handle a pupil who keeps shouting out and disrupting my lessons?"],
    ["assessment", "How should I assess them without tests?"],
    ["homework", "Should I set homework?"],
  ])("offers each educator's method that speaks to the question or their note on it (%s)", (_, asked) => {
    const seats = educators.map((each) => each.slug);
    for (const [index, slug] of seats.entries()) {
      const pair = [slug, seats[(index + 1) % seats.length] as string];
      const synthesis = composeSynthesis(pair, asked);
      const educator = educators.find((each) => each.slug === slug);
      const offered = synthesis.match(new RegExp(`${educator?.name}'s \\*([^*]+)\\*`))?.[1];
      const method = educator?.knowledge.methods.find((each) => each.name === offered);
      const found = retrieve(slug, asked);
      const note = notesBySlug[slug]?.[found.concern];
      const said = contentWords(
        [asked, CONCERN_LABELS[found.concern], note?.position, ...Object.values(note?.moves ?? {}).flat()].join(" "),
      );
      // Where none of their methods does, any is honest; where one does, it is the one offered.
      const speaks = (keywords: string[]) => relevance(keywords, said) > 0;
      const some = educator?.knowledge.methods.some((each) => speaks(each.keywords));
      expect({ slug, offered, speaks: speaks(method?.keywords ?? []) }).toEqual({ slug, offered, speaks: some });
    }
  });

  it.each([
    [
      ["rabindranath-tagore", "charlotte-mason", "rudolf-steiner"],
      "How much time should children spend learning outdoors?",
    ],
    [["maria-montessori", "john-dewey"], "How should I handle a pupil who keeps shouting out?"],
    [["howard-gardner", "benjamin-bloom", "jerome-bruner", "sugata-mitra"], "Should my class use tablets?"],
    [["nel-noddings", "a-s-neill"], "How do I build relationships with a Grade 10 student who hates school?"],
  ])("sets side by side what each answer said, on the concern that answer took up (%j)", (slugs, asked) => {
    const synthesis = composeSynthesis(slugs, asked);
    for (const [seat, slug] of slugs.entries()) {
      const educator = educators.find((each) => each.slug === slug);
      if (!educator) throw new Error(slug);
      const position = bullet(synthesis, educator.name).split("): ")[1]?.split(" The root of it")[0] ?? "";
      // As the answer was given at the table, in its seat (where no answer offers choices instead).
      const answered = new Set(contentWords(composeAnswer(educator, asked, { seat })));
      const words = contentWords(position).filter((word) => word.length >= 5);
      expect({ slug, unsaid: words.filter((word) => !answered.has(word)) }).toEqual({ slug, unsaid: [] });
    }
  });

  it("says so when the answers took the question up as different concerns", () => {
    const outdoors = composeSynthesis(
      ["rabindranath-tagore", "charlotte-mason", "rudolf-steiner"],
      // No concern word: each answer takes it up on the concern its own notes give.
      "How much time should children spend outside?",
    );
    expect(meet(outdoors)).toMatch(
      /^\*\*Where they meet\.\*\* Their answers take your question up from different sides: /,
    );
  });
});
