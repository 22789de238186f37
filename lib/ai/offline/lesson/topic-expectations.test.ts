import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { renderPlan } from "@/lib/lessons/render-plan";
import { SUBJECT_SCAFFOLDS } from "@/lib/lessons/scaffolds";
import { lessonTiming } from "@/lib/lessons/timing";
import { topicLibrary } from "@/lib/lessons/topic-library";
import { escapeRegExp } from "@/lib/text";
import { composeLessonPlan } from "../compose-lesson";

/**
 * Each topic file's `expectations`: what the built-in model's plan on the topic must and must not say
 * at a grade. A content fix is a change to the file with its expectation beside it; this test reads them.
 */
/** A topic no library file has: its plan is a frame with slots. */
const UNKNOWN = "The quiet hour of the lighthouse keepers";

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
    const planOn = (topic: string) =>
      renderPlan(
        composeLessonPlan(
          educator,
          { subject, gradeLevel: each.gradeLevel, topic },
          lessonTiming({ lessonLength: "medium" }),
        ),
      );
    const says = (text: string) => (phrase: string) =>
      new RegExp(`(?<![\\w-])${escapeRegExp(phrase)}(?![\\w-])`, "i").test(text);
    const plan = planOn(each.typed ?? each.topic.title);
    expect(
      each.includes.filter((phrase) => !says(plan)(phrase)),
      "missing",
    ).toEqual([]);
    expect(each.excludes.filter(says(plan)), "present").toEqual([]);
    // What a plan must say comes from the file: the same lesson on a topic the library lacks says none of it.
    expect(each.includes.filter(says(planOn(UNKNOWN))), "said without the file").toEqual([]);
  });
});
