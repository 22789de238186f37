import { describe, expect, it } from "vitest";
import { CONTENT_CATEGORIES, GUIDANCE_NOTE, type GuidanceExample } from "@/db/data/content-guidance";
import { builtInPlan, guidedPlan } from "@/tests/helpers/offline-plan";
import { contentGuidance } from "./content-guidance";
import { type Band, SUBJECT_SCAFFOLDS } from "./scaffolds";
import { forBand, topicLibrary } from "./topic-library";

/**
 * Content guidance, read from the data: each category's examples, written by the built-in model, flag
 * it or not as the data says; and no plan on a library topic flags a category its file does not name.
 */
const planFor = (lesson: GuidanceExample) => builtInPlan("john-dewey", lesson);
const categoriesOf = (lesson: GuidanceExample) => contentGuidance(planFor(lesson))?.categories ?? [];
const named = ({ subject, gradeLevel, topic }: GuidanceExample) => `${subject}, ${gradeLevel}: ${topic}`;

describe.each(CONTENT_CATEGORIES.map((category) => [category.id, category] as const))("%s", (_, category) => {
  it.each(category.examples.flags.map((lesson) => [named(lesson), lesson] as const))("flags %s", (_, lesson) => {
    expect(categoriesOf(lesson)).toContain(category.id);
  });

  it.each(category.examples.passes.map((lesson) => [named(lesson), lesson] as const))("passes %s", (_, lesson) => {
    expect(categoriesOf(lesson)).not.toContain(category.id);
  });
});

describe("the guidance note", () => {
  it("names each category the plan covers, in the data's words, then the advice", () => {
    const { guidance } = guidedPlan("john-dewey");
    const labels = CONTENT_CATEGORIES.filter((category) => guidance.categories.includes(category.id)).map(
      (category) => category.label,
    );
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(guidance.note).toBe(`${GUIDANCE_NOTE.opening} ${labels.join(" and ")}: ${GUIDANCE_NOTE.advice}.`);
  });

  it("is left out of a plan that covers nothing sensitive", () => {
    expect(contentGuidance(planFor({ subject: "Mathematics", gradeLevel: "Grade 3", topic: "Fractions" }))).toBeNull();
  });
});

/** A grade level in each band. */
const GRADES: Record<Band, string> = { early: "Kindergarten", primary: "Grade 3", lower: "Grade 7", upper: "Grade 10" };

describe("plans on the topic library's topics", () => {
  const plans = topicLibrary().flatMap((topic) =>
    topic.bands.map((band) => {
      const subject = SUBJECT_SCAFFOLDS.find((scaffold) => scaffold.key === topic.subjects[0])?.label ?? "";
      return {
        name: `${topic.slug} at ${GRADES[band]}`,
        topic,
        band,
        lesson: { subject, gradeLevel: GRADES[band], topic: topic.title },
      };
    }),
  );

  it("most cover nothing sensitive", () => {
    const ordinary = plans.filter((plan) => (forBand(plan.topic, plan.band)?.guidance ?? []).length === 0);
    expect(ordinary.length).toBeGreaterThan(plans.length / 2);
  });

  // A false alarm is a category the plan's words show that its topic's file does not name at that age.
  it.each(plans.map((plan) => [plan.name, plan] as const))("%s flags only what its file names", (_, plan) => {
    const named = forBand(plan.topic, plan.band)?.guidance ?? [];
    expect(categoriesOf(plan.lesson).toSorted()).toEqual(named.toSorted());
  });
});
