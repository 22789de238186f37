import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { offlineAnswer, offlineSynthesis } from "@/lib/ai/offline/generator";
import { composeRefinedPart } from "@/lib/ai/offline/refine-section";
import { allSteps, PLAN_PARTS } from "@/lib/lessons/plan-parts";
import { planHeadings } from "@/lib/lessons/render-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { screenText } from "@/lib/safety/classify";
import { contentWords, sentencesOf } from "@/lib/text";
import type { LessonPlan } from "@/shared/plan-schema";
import { refineProbes, roundtableProbes } from "./probes/roundtables";
import { percent, printTable } from "./table";

const nameOf = (slug: string) => educators.find((educator) => educator.slug === slug)?.name ?? slug;

async function roundtables() {
  let naming = 0;
  let shared = 0;
  let answerSentences = 0;
  let echoed = 0;
  let synthesisSentences = 0;
  let hollow = 0;
  let positions = 0;
  let ukSpellings = 0;
  let elsewhere = 0;
  for (const probe of roundtableProbes) {
    const screening = screenText(probe.question, { followUp: probe.earlierQuestions !== undefined });
    // Each educator answers in their seat, as the roundtable stream asks them.
    const answers = probe.educatorSlugs.map((educatorSlug, seat) =>
      offlineAnswer({
        educatorSlug,
        question: probe.question,
        earlierQuestions: probe.earlierQuestions,
        screening,
        seat,
      }),
    );
    const synthesis = offlineSynthesis({
      educatorSlugs: probe.educatorSlugs,
      question: probe.question,
      earlierQuestions: probe.earlierQuestions,
    });
    if (probe.educatorSlugs.every((slug) => synthesis.includes(nameOf(slug)))) naming += 1;
    // A sentence one educator's answer shares word for word with another's at the same table.
    answers.forEach((answer, index) => {
      const others = new Set(answers.filter((_, other) => other !== index).flatMap(sentencesOf));
      const own = sentencesOf(answer);
      answerSentences += own.length;
      shared += own.filter((sentence) => others.has(sentence)).length;
    });
    // The synthesis repeating the answers word for word, rather than setting them side by side.
    const said = answers.flatMap(sentencesOf);
    const own = sentencesOf(
      synthesis.replace(/^- \*\*.*?\): /gm, "").replace(/The root of it, in a key idea from \*[^*]+\*: /g, ""),
    );
    synthesisSentences += own.length;
    echoed += own.filter((sentence) => said.some((answer) => answer.includes(sentence))).length;
    // Lyceum writes US English; the catalog keeps UK keywords only so that UK teachers' questions match.
    ukSpellings += synthesis.match(/\b(behaviour|maths|rigour|modelling|standardisation)\b/gi)?.length ?? 0;
    // A position that only says the educator never wrote on it, or is cut short inside a title.
    for (const line of synthesis.split("\n").filter((each) => each.startsWith("- **"))) {
      positions += 1;
      const position = line.replace(/^.*?\): /, "").split(" The root of it")[0] ?? "";
      // A position its educator's answer at this table did not give (the synthesis compares another concern).
      const seat = probe.educatorSlugs.findIndex((slug) => line.startsWith(`- **${nameOf(slug)}**`));
      const answered = new Set(contentWords(answers[seat] ?? ""));
      if (contentWords(position).some((word) => word.length >= 5 && !answered.has(word))) elsewhere += 1;
      const disclaims =
        /\b(not|never|no)\b.*\b(wrote|write|written|addressed|address|speak|spoke|study|studied|subject)\b/i;
      if ((disclaims.test(position) && !/\breason/i.test(position)) || position.split(" ").length < 6) hollow += 1;
    }
  }
  const total = roundtableProbes.length;
  printTable(
    ["roundtable (built-in model)", "value"],
    [
      ["syntheses naming every educator", `${naming}/${total}`],
      [
        "answer sentences another educator says too",
        `${shared}/${answerSentences} (${percent(shared, answerSentences)})`,
      ],
      [
        "synthesis sentences copied from the answers",
        `${echoed}/${synthesisSentences} (${percent(echoed, synthesisSentences)})`,
      ],
      ["positions that say nothing (a disclaimer, or cut short)", `${hollow}/${positions}`],
      ["positions not in their educator's answer at the table", `${elsewhere}/${positions}`],
      ["UK spellings in the syntheses", ukSpellings],
    ],
  );
}

async function refines() {
  let visible = 0;
  let applicable = 0;
  let othersKept = 0;
  let shapeKept = 0;
  let honest = 0;
  for (const probe of refineProbes) {
    const educator = educators.find((each) => each.slug === probe.educatorSlug);
    if (!educator) throw new Error(`no ${probe.educatorSlug} in the catalog`);
    const part = planHeadings(educator.name).find((entry) => entry.heading === probe.section)?.part;
    if (!part) throw new Error(`no part under "${probe.section}"`);
    const brief = { subject: probe.subject, gradeLevel: probe.gradeLevel, topic: probe.topic };
    const timing = lessonTiming({ lessonLength: "medium" });
    const plan = composeLessonPlan(educator, brief, timing);
    const { plan: after, changed, note } = composeRefinedPart(educator, brief, timing, plan, part, probe.instruction);
    if (probe.applicable) {
      applicable += 1;
      if (changed) visible += 1;
    } else if (!changed && note) honest += 1;
    const fields: readonly string[] = PLAN_PARTS[part];
    const others = (Object.keys(plan) as (keyof LessonPlan)[]).filter((field) => !fields.includes(field));
    if (others.every((field) => JSON.stringify(plan[field]) === JSON.stringify(after[field]))) othersKept += 1;
    // The flow keeps its shape: the same number of steps, and the same minutes.
    const minutes = (each: LessonPlan) =>
      allSteps(each)
        .map((step) => step.minutes)
        .join();
    if (minutes(after) === minutes(plan)) shapeKept += 1;
    else console.info(`shape changed: ${probe.section}, "${probe.instruction}"`);
  }
  const total = refineProbes.length;
  printTable(
    ["refine (built-in model)", "value"],
    [
      ["applicable instructions visibly applied", `${visible}/${applicable}`],
      ["other instructions answered plainly, with nothing stored", `${honest}/${total - applicable}`],
      ["refines leaving the other parts unchanged", `${othersKept}/${total}`],
      ["refines keeping the flow's shape (steps and minutes)", `${shapeKept}/${total}`],
    ],
  );
}

/** The built-in model's roundtables and refines: do they compare, repeat, apply and keep the plan whole. */
export async function run() {
  await roundtables();
  await refines();
}
