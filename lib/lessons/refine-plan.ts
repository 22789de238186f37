/** Rewriting one `##` section of a plan in place: pure, shared by the server, the built-in model and the page. */

import { escapeRegExp } from "@/lib/text";

/** Said of a plan kept only as Markdown (written before plans were objects, and not convertible). */
export const REGENERATE_TO_REFINE =
  "This plan was written before plans could be refined part by part: generate it again to refine it.";

/** The quick changes a teacher can pick instead of writing their own instruction. */
export const QUICK_CHANGES = [
  "simpler language",
  "more challenge",
  "shorter",
  "longer",
  "more hands-on",
  "add a quiz",
  "for multilingual learners",
] as const;

/**
 * The new section's body from a model's text: its own `## heading` line dropped (the plan keeps its
 * heading), and anything from a further `##` heading on cut, since only this section may change.
 */
export function refinedBody(written: string) {
  const lines = written.trim().split("\n");
  const body = /^##\s/.test(lines[0] ?? "") ? lines.slice(1) : lines;
  const next = body.findIndex((line) => /^## /.test(line));
  return (next === -1 ? body : body.slice(0, next)).join("\n").trim();
}

/** The plan with the body under `heading` replaced; undefined when the plan has no such section. */
export function replaceSection(markdown: string, heading: string, body: string) {
  const match = new RegExp(`^## +${escapeRegExp(heading)}[ \\t]*$`, "m").exec(markdown);
  if (!match) return undefined;
  const start = match.index + match[0].length;
  const next = markdown.slice(start).search(/^## /m);
  const end = next === -1 ? markdown.length : start + next;
  return `${markdown.slice(0, start)}\n\n${body}${next === -1 ? "\n" : "\n\n"}${markdown.slice(end)}`;
}

/** The plan cut at its `##` headings: the title part, then each section with its heading line. */
export function splitSections(markdown: string) {
  const [preamble = "", ...parts] = markdown.split(/^(?=## )/m);
  return {
    preamble,
    sections: parts.map((part) => ({ heading: part.match(/^## +(.+?)[ \t]*$/m)?.[1] ?? "", markdown: part })),
  };
}
