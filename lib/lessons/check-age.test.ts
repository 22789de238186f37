import { describe, expect, it } from "vitest";
import { BANDS } from "@/db/data/bands";
import { educators } from "@/db/data/educators";
import { ageProblems } from "./check-age";

describe("the plans' age check", () => {
  it("reads no work an educator is cited by as a task: a title is data, not a lecture or an essay set", () => {
    const titles = educators.flatMap((educator) => [
      ...educator.knowledge.works.map((work) => work.title),
      ...educator.knowledge.keyIdeas.map((idea) => idea.source.title),
    ]);
    for (const title of titles)
      for (const band of BANDS) expect(ageProblems(`As *${title}* (1900) shows.`, band, []), title).toEqual([]);
  });

  it("still finds the task the title's words name, when the plan asks for it", () => {
    expect(ageProblems("Give a short lecture on the lectures of Steiner.", "early", [])).not.toEqual([]);
    expect(ageProblems("Write two essays on socialism.", "early", [])).not.toEqual([]);
  });
});
