import { describe, expect, it } from "vitest";
import { forBand, topicLibrary } from "@/lib/lessons/topic-library";
import { asClause } from "./knowledge";

const topic = (slug: string) =>
  forBand(
    topicLibrary().find((each) => each.slug === slug),
    "upper",
  );

describe("a topic file's sentence as a clause", () => {
  it("starts lower case unless it starts with a name: a word of a work's title is no name", () => {
    const syncopation = topic("syncopation");
    const belief = syncopation?.misconceptions.map((each) => each.belief).find((each) => /^Syncopated /.test(each));
    // The file lists "The Syncopated Clock" among its works; a belief starting "Syncopated music" is no title.
    expect(syncopation?.works?.map((work) => work.title)).toContain("The Syncopated Clock");
    expect(asClause(belief ?? "", syncopation)).toMatch(/^syncopated music /);
    expect(asClause("Macbeth kills Duncan.", topic("macbeth"))).toBe("Macbeth kills Duncan");
  });
});
