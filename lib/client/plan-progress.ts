import { planHeadings } from "@/lib/lessons/render-plan";

/** Which part of a plan a stream is writing, from the Markdown so far: its last `##` heading (and `###` day within it). */
export type PlanProgress = {
  /** The part being written, as its heading reads ("Starter Quiz"; "Lesson Flow: Day 2 (60 min)"). */
  part: string;
  /** Its place among the plan's parts, counted from 1, when it is one of them. */
  place?: number;
  parts: number;
};

const HEADING = /^(#{2,3}) (.+)\n/gm;

export function planProgress(markdown: string, educator: string): PlanProgress {
  const headings = planHeadings(educator).map(({ heading }) => heading);
  let section: string | undefined;
  let day: string | undefined;
  for (const [, level, text = ""] of markdown.matchAll(HEADING)) {
    if (level === "##") {
      section = text.trim();
      day = undefined;
    } else day = text.trim();
  }
  if (section === undefined) return { part: "Title and overview", parts: headings.length };
  const at = headings.indexOf(section);
  return {
    part: day ? `${section}: ${day}` : section,
    place: at >= 0 ? at + 1 : undefined,
    parts: headings.length,
  };
}
