import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTopic, forBand, matchTopic, TOPICS_FOLDER, TopicSchema, topicKey, topicLibrary } from "./topic-library";

const files = readdirSync(TOPICS_FOLDER).filter((file) => file.endsWith(".json"));

describe("the topic library", () => {
  it.each(files)("%s matches the topic schema", (file) => {
    const parsed = TopicSchema.safeParse(JSON.parse(readFileSync(path.join(TOPICS_FOLDER, file), "utf8")));
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
  });

  it("names every topic once: no title or alias stands for two topics in one subject", () => {
    const seen = new Map<string, string>();
    for (const topic of topicLibrary()) {
      for (const subject of topic.subjects) {
        for (const name of [topic.title, ...topic.aliases]) {
          const key = `${subject}:${topicKey(name)}`;
          expect(seen.get(key) ?? topic.slug, key).toBe(topic.slug);
          seen.set(key, topic.slug);
        }
      }
    }
  });

  it("finds a topic by its title or an alias, in its own subjects only", () => {
    expect(findTopic("science", "Photosynthesis")?.slug).toBe("photosynthesis");
    expect(findTopic("science", "How plants make food")?.slug).toBe("photosynthesis");
    expect(findTopic("science", "Photosynthesis: light and leaves")?.slug).toBe("photosynthesis");
    expect(findTopic("general", "photosynthesis")?.slug).toBe("photosynthesis");
    expect(findTopic("history", "Photosynthesis")).toBeUndefined();
  });

  it("finds a library topic typed with words that place or narrow it, and keeps the narrowing words as its focus", () => {
    const cases: [string, string, string, string | undefined][] = [
      ["mathematics", "Equivalent fractions using fraction strips", "equivalent-fractions", "using fraction strips"],
      ["language-arts", "Macbeth act 1", "macbeth", "act 1"],
      ["computing", "Loops in Python", "loops", "in Python"],
      ["science", "Photosynthesis in cacti at night", "photosynthesis", "in cacti at night"],
      ["science", "Review of the water cycle", "water-cycle", undefined],
      ["geography", "Volcanoes for Year 7", "volcanoes", undefined],
      ["history", "Causes of World War One lesson 2", "causes-of-world-war-one", undefined],
      ["science", "Revising photosynthesis through investigation", "photosynthesis", "through investigation"],
    ];
    for (const [subject, typed, slug, focus] of cases) {
      const match = matchTopic(subject, typed);
      expect([typed, match?.topic.slug, match?.focus]).toEqual([typed, slug, focus]);
    }
  });

  it("finds no topic when the extra words are no placing or narrowing words, or name a second topic", () => {
    // A plan on photosynthesis alone would silently drop respiration: such a topic gets the honest frame.
    expect(findTopic("science", "Photosynthesis and respiration")).toBeUndefined();
    expect(findTopic("science", "Review of photosynthesis and respiration")).toBeUndefined();
    expect(findTopic("science", "Magnets in electric circuits")).toBeUndefined();
    expect(findTopic("science", "Photosynthesis experiments at night")).toBeUndefined();
    expect(findTopic("history", "Macbeth act 1")).toBeUndefined();
  });

  it("gives a lesson only what its age learns: the summary, beliefs, people and works for that band", () => {
    const colors = topicLibrary().find((topic) => topic.slug === "colour-mixing");
    const early = forBand(colors, "early");
    const primary = forBand(colors, "primary");
    expect(early?.summary).not.toMatch(/tertiary/);
    expect(primary?.summary).toMatch(/tertiary/);
    expect(early?.misconceptions.map((item) => item.belief)).toContain(
      "You need a new pot of paint for every color you want.",
    );
    expect(primary?.misconceptions.map((item) => item.belief)).not.toContain(
      "You need a new pot of paint for every color you want.",
    );
    expect(early?.people).toEqual([]);
    expect(primary?.people?.map((person) => person.name)).toContain("Isaac Newton");
    expect(early?.works?.map((work) => work.title)).not.toContain("Opticks");
  });

  it("refuses a file that leaves an age with no misconception, or more than three", () => {
    const colors = JSON.parse(readFileSync(path.join(TOPICS_FOLDER, "colour-mixing.json"), "utf8"));
    const parsed = TopicSchema.safeParse({
      ...colors,
      misconceptions: colors.misconceptions.filter((item: { bands?: string[] }) => !item.bands?.includes("early")),
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "has 0 misconceptions for the early band, not one to three",
    ]);
  });
});
