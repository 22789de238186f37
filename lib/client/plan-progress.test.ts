import { describe, expect, it } from "vitest";
import { renderPlan } from "@/lib/lessons/render-plan";
import { samplePlan, sampleUnit } from "@/tests/helpers/sample-plan";
import { planProgress } from "./plan-progress";

const educator = "Maria Montessori";
const lesson = renderPlan(samplePlan());
const unit = renderPlan(
  sampleUnit({ instructions: [{ instruction: "Include a quiz", applied: true, where: "The exit quiz." }] }),
);
/** The plan's Markdown as streamed up to (and with) `through`. */
const upTo = (markdown: string, through: string) => markdown.slice(0, markdown.indexOf(through) + through.length);

describe("which part of a plan a stream is writing", () => {
  it("is the title and overview before the first part's heading", () => {
    expect(planProgress("", educator)).toEqual({ part: "Title and overview", parts: 11 });
    expect(planProgress(upTo(lesson, "*Length: 45 minutes*\n"), educator)).toEqual({
      part: "Title and overview",
      parts: 11,
    });
  });

  it("is the part under the last complete heading, with its place among the plan's parts", () => {
    expect(planProgress(upTo(lesson, "## Starter Quiz\n"), educator)).toEqual({
      part: "Starter Quiz",
      place: 6,
      parts: 11,
    });
    expect(planProgress(upTo(lesson, "What is the denominator"), educator)).toMatchObject({ part: "Starter Quiz" });
    // A heading still arriving is not yet the part being written.
    expect(planProgress(upTo(lesson, "## Lesson Fl"), educator)).toMatchObject({ part: "Starter Quiz", place: 6 });
    expect(planProgress(lesson, educator)).toEqual({
      part: "How Maria Montessori's Philosophy Shapes This Lesson",
      place: 11,
      parts: 11,
    });
  });

  it("names the day of a unit's flow being written, and a heading beyond the parts without a place", () => {
    expect(planProgress(upTo(unit, "**Goal:** Use them."), educator)).toEqual({
      part: "Lesson Flow: Day 2 (45 min)",
      place: 7,
      parts: 11,
    });
    expect(planProgress(upTo(unit, "## Differentiation\n"), educator)).toMatchObject({
      part: "Differentiation",
      place: 8,
    });
    expect(planProgress(unit, educator)).toEqual({ part: "Your Instructions", parts: 11 });
  });
});
