import { ageProblems } from "./check-age";
import { gradeBand, lessonSafetyNotes } from "./scaffolds";
import { flowBlocks, type LessonTiming } from "./timing";

/** The sections every lesson plan has, in order, as `##` headings. */
export function requiredSections(educatorName: string) {
  return [
    `Through ${educatorName}'s Eyes`,
    "Learning Outcome and Objectives",
    "Prior Knowledge and Keywords",
    "Common Misconceptions",
    "Materials and Safety",
    "Lesson Flow",
    "Differentiation",
    "Assessment",
    `How ${educatorName}'s Philosophy Shapes This Lesson`,
  ];
}

/** What a plan is checked against: the request it was written for. */
export type PlanRequest = {
  timing: LessonTiming;
  educatorName: string;
  subject: string;
  gradeLevel: string;
  topic: string;
  customInstructions?: string | null;
};

/** Verbs of the top of Bloom's taxonomy: analyze, evaluate, create. */
const HIGHER_ORDER =
  /\*\*(analy[sz]e|compare|contrast|classify|sort|distinguish|examine|investigate|evaluate|judge|justify|critique|argue|assess|defend|create|design|compose|construct|produce|invent|plan|devise|build|make|propose|test|perform)\b/i;

/** A plan's `##` sections by heading. */
export function planSections(markdown: string) {
  const found = new Map<string, string>();
  for (const part of markdown.split(/^## +/m).slice(1)) {
    const [heading = "", ...body] = part.split("\n");
    found.set(heading.trim(), body.join("\n"));
  }
  return found;
}

const bullets = (text: string) => text.split("\n").filter((line) => /^[-*] /.test(line));

/** A flow block's numbered steps: each step's first line and the lines under it. */
function steps(block: string) {
  return block
    .split(/^(?=\d+\. )/m)
    .filter((step) => /^\d+\. /.test(step))
    .map((step) => step.trim());
}

const minutesOf = (step: string) => Number(step.match(/\((\d+) min(?:utes)?\)/)?.[1] ?? 0);

function checkSteps(label: string, body: string, minutes: number, problems: string[]) {
  const found = steps(body);
  if (found.length === 0) problems.push(`${label} has no numbered steps`);
  const total = found.reduce((sum, step) => sum + minutesOf(step), 0);
  if (total !== minutes) problems.push(`${label} adds up to ${total} minutes, not ${minutes}`);
  for (const step of found) {
    const name = step.split("\n")[0]?.slice(0, 60) ?? "";
    if (!minutesOf(step)) problems.push(`${label}: step "${name}" has no minutes`);
    for (const [part, pattern] of [
      ["what the teacher does", /\bteacher\b/i],
      ["what students do", /\b(students|children)\b/i],
      ["a check for understanding", /\bcheck\b/i],
    ] as const) {
      if (!pattern.test(step)) problems.push(`${label}: step "${name}" lacks ${part}`);
    }
  }
  return found;
}

/** A step as its substance: day numbers and minutes masked, so only real repeats match. */
const substance = (step: string) =>
  step
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/\d+/g, "#")
    .trim();

function checkFlow(flow: string, timing: LessonTiming, problems: string[]) {
  const blocks = flowBlocks(timing);
  if (blocks.length === 1) {
    // A single lesson may last anywhere in its length's range (a teacher may ask for 20 of 15-30 minutes).
    const total = steps(flow).reduce((sum, step) => sum + minutesOf(step), 0);
    const fits = timing.kind === "single" && total >= timing.minMinutes && total <= timing.maxMinutes;
    checkSteps("the flow", flow, fits ? total : (blocks[0]?.minutes ?? 0), problems);
    return;
  }
  const parts = flow.split(/^### +/m).slice(1);
  if (parts.length !== blocks.length) problems.push(`flow has ${parts.length} blocks, not ${blocks.length}`);
  const seen = new Map<string, string>();
  parts.forEach((part, index) => {
    const [heading = "", ...body] = part.split("\n");
    const label =
      heading
        .split("(")[0]
        ?.replace(/[:—-].*$/, "")
        .trim() || `block ${index + 1}`;
    const expected = blocks[index];
    if (!expected) return;
    if (!heading.startsWith(expected.label ?? "")) problems.push(`block ${index + 1} is "${heading}"`);
    for (const step of checkSteps(label, body.join("\n"), expected.minutes, problems)) {
      const earlier = seen.get(substance(step));
      if (earlier) problems.push(`${label} repeats a step of ${earlier}: "${step.split("\n")[0]?.slice(0, 60)}"`);
      else seen.set(substance(step), label);
    }
  });
}

/**
 * Checks a plan against the anatomy: title, every section, measurable objectives with success
 * criteria, keywords, misconceptions and how they are addressed, safety notes where the subject needs
 * them, a timed flow whose steps each say what teacher and students do and how understanding is
 * checked and whose minutes add up, four kinds of differentiation, an exit quiz with answers, the
 * philosophy section naming each part, and age-appropriateness. Runs on both model paths.
 */
export function checkLessonPlan(markdown: string, request: PlanRequest) {
  const problems: string[] = [];
  if (!/^# +\S/m.test(markdown)) problems.push("no title (# heading)");
  const found = planSections(markdown);
  const [, objectivesHeading, priorHeading, misconceptionsHeading, materialsHeading] = requiredSections("");
  for (const heading of requiredSections(request.educatorName)) {
    if (!found.has(heading)) problems.push(`missing section "${heading}"`);
  }
  const section = (heading = "") => found.get(heading) ?? "";

  const objectives = bullets(section(objectivesHeading));
  if (!/outcome/i.test(section(objectivesHeading))) problems.push("no learning outcome");
  if (objectives.length < 2 || objectives.length > 4) problems.push(`${objectives.length} objectives, not 2 to 4`);
  if (!objectives.some((objective) => HIGHER_ORDER.test(objective)))
    problems.push("no higher-order objective (analyze, evaluate or create)");
  if (objectives.some((objective) => !/success criteri/i.test(objective)))
    problems.push("an objective has no success criterion");

  if (bullets(section(priorHeading)).filter((line) => /\*\*[^*]+\*\*/.test(line)).length < 2)
    problems.push("fewer than two keywords with definitions");
  const misconceptions = bullets(section(misconceptionsHeading));
  if (misconceptions.length === 0) problems.push("no misconceptions");
  if (misconceptions.some((line) => !/address/i.test(line)))
    problems.push("a misconception without how the lesson addresses it");

  const needsSafety = lessonSafetyNotes(request).length > 0;
  if (needsSafety && !/safety/i.test(section(materialsHeading)))
    problems.push("no safety notes, which this lesson needs");

  checkFlow(section("Lesson Flow"), request.timing, problems);

  const differentiation = section("Differentiation").toLowerCase();
  for (const [need, pattern] of [
    ["support", /support/],
    ["stretch", /stretch|challenge/],
    ["special educational needs", /special educational needs|\bsen\b|\biep\b/],
    ["multilingual learners", /multilingual|language learners|english learners/],
  ] as const) {
    if (!pattern.test(differentiation)) problems.push(`differentiation lacks "${need}"`);
  }
  const assessment = section("Assessment");
  if (!/exit/i.test(assessment)) problems.push("assessment has no exit quiz or task");
  if (!/answer/i.test(assessment)) problems.push("the exit quiz has no answers");

  const philosophy = section(`How ${request.educatorName}'s Philosophy Shapes This Lesson`).toLowerCase();
  for (const part of ["objectives", "materials", "lesson flow", "differentiation", "assessment"]) {
    if (!philosophy.includes(part)) problems.push(`philosophy section does not name "${part}"`);
  }
  // The teacher's own words, quoted back in "Your Instructions", are not the plan's choices.
  const planText = markdown.replace(/^## Your Instructions[\s\S]*?(?=^## |(?![\s\S]))/m, "");
  problems.push(...ageProblems(planText, gradeBand(request.gradeLevel), section("Lesson Flow")));
  return { ok: problems.length === 0, problems };
}
