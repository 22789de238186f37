import { flowBlocks, type LessonTiming } from "./timing";

/** The sections every lesson plan has, in order, as `##` headings. */
export function requiredSections(educatorName: string) {
  return [
    `Through ${educatorName}'s Eyes`,
    "Learning Objectives",
    "Materials",
    "Lesson Flow",
    "Differentiation",
    "Assessment",
    `How ${educatorName}'s Philosophy Shapes This Lesson`,
  ];
}

/** Verbs above recall and understanding in Bloom's taxonomy. */
const HIGHER_ORDER =
  /\b(apply|applies|use|solve|demonstrate|analy[sz]e|compare|contrast|investigate|classify|evaluate|judge|justify|critique|argue|defend|assess|create|design|construct|compose|plan|build|produce|invent|propose|test)\b/i;

function sections(markdown: string) {
  const result = new Map<string, string>();
  const parts = markdown.split(/^## +/m).slice(1);
  for (const part of parts) {
    const [heading = "", ...body] = part.split("\n");
    result.set(heading.trim(), body.join("\n"));
  }
  return result;
}

const minutesIn = (text: string) =>
  [...text.matchAll(/\((\d+) min(?:utes)?\)/g)].reduce((sum, match) => sum + Number(match[1]), 0);

/**
 * Checks a plan's structure: title, every section, objectives beyond recall, the three kinds of
 * differentiation, each part named in the philosophy section, and a timed flow whose minutes add up.
 */
export function checkLessonPlan(markdown: string, timing: LessonTiming, educatorName: string) {
  const problems: string[] = [];
  if (!/^# +\S/m.test(markdown)) problems.push("no title (# heading)");
  const found = sections(markdown);
  for (const heading of requiredSections(educatorName)) {
    if (!found.has(heading)) problems.push(`missing section "${heading}"`);
  }

  const objectives = found.get("Learning Objectives") ?? "";
  if (!HIGHER_ORDER.test(objectives)) problems.push("no objective beyond recall and understanding");

  const differentiation = (found.get("Differentiation") ?? "").toLowerCase();
  for (const need of ["support", "stretch", "language learners"]) {
    if (!differentiation.includes(need)) problems.push(`differentiation lacks "${need}"`);
  }

  const philosophy = (found.get(`How ${educatorName}'s Philosophy Shapes This Lesson`) ?? "").toLowerCase();
  for (const part of ["objectives", "materials", "lesson flow", "differentiation", "assessment"]) {
    if (!philosophy.includes(part)) problems.push(`philosophy section does not name "${part}"`);
  }

  const flow = found.get("Lesson Flow") ?? "";
  const blocks = flowBlocks(timing);
  if (blocks.length === 1) {
    const total = minutesIn(flow);
    const block = blocks[0];
    if (timing.kind === "single" && (total < timing.minMinutes || total > timing.maxMinutes)) {
      problems.push(`flow lasts ${total} minutes, outside ${timing.minMinutes}-${timing.maxMinutes}`);
    } else if (block && total !== block.minutes) {
      problems.push(`flow adds up to ${total} minutes, not ${block.minutes}`);
    }
  } else {
    const parts = flow.split(/^### +/m).slice(1);
    if (parts.length !== blocks.length) problems.push(`flow has ${parts.length} blocks, not ${blocks.length}`);
    parts.forEach((part, index) => {
      const [heading = "", ...body] = part.split("\n");
      const expected = blocks[index];
      const total = minutesIn(body.join("\n"));
      if (expected && !heading.startsWith(expected.label ?? "")) problems.push(`block ${index + 1} is "${heading}"`);
      if (expected && total !== expected.minutes) {
        problems.push(`${heading.trim()} adds up to ${total} minutes, not ${expected.minutes}`);
      }
    });
  }
  return { ok: problems.length === 0, problems };
}
