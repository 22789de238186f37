import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { renderPlan } from "@/lib/lessons/render-plan";
import { SUBJECT_SCAFFOLDS } from "@/lib/lessons/scaffolds";
import { lessonTiming } from "@/lib/lessons/timing";
import { topicLibrary } from "@/lib/lessons/topic-library";
import { composeLessonPlan } from "../compose-lesson";

/**
 * Each topic file's `expectations`: what the built-in model's plan on the topic must and must not say
 * at a grade. A content fix is a change to the file with its expectation beside it; this test reads them.
 */
const cases = topicLibrary().flatMap((topic) =>
  (topic.expectations ?? []).map((expectation) => ({ topic, ...expectation })),
);

describe("topic files' expectations of the built-in model's plans", () => {
  it("there are expectations to check", () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.map((each) => [`${each.topic.slug} at ${each.gradeLevel}`, each] as const))("%s", (_, each) => {
    const educator = educators.find((candidate) => candidate.slug === each.educator);
    const subject = SUBJECT_SCAFFOLDS.find((scaffold) => scaffold.key === each.topic.subjects[0])?.label;
    expect(educator, each.educator).toBeDefined();
    expect(subject, each.topic.subjects[0]).toBeDefined();
    if (!educator || !subject) return;
    const plan = composeLessonPlan(
      educator,
      { subject, gradeLevel: each.gradeLevel, topic: each.topic.title },
      lessonTiming({ lessonLength: "medium" }),
    );
    const text = renderPlan(plan).toLowerCase();
    expect(
      each.includes.filter((phrase) => !text.includes(phrase.toLowerCase())),
      "missing",
    ).toEqual([]);
    expect(
      each.excludes.filter((phrase) => text.includes(phrase.toLowerCase())),
      "present",
    ).toEqual([]);
  });
});
