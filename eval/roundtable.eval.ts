import { generateText } from "ai";
import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { createOfflineEducatorModel, type OfflineTask } from "@/lib/ai/offline/educator-model";
import { contentWords, sentencesOf } from "@/lib/ai/offline/text";
import { planSections } from "@/lib/lessons/check-plan";
import { refinedBody, replaceSection } from "@/lib/lessons/refine-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { screenText } from "@/lib/safety/classify";
import { refineProbes, roundtableProbes } from "./probes/roundtables";
import { percent, printTable } from "./table";

const model = createOfflineEducatorModel({ delayMs: 0 });

/** The built-in model's text for a task, called as Lyceum calls it. */
async function compose(task: OfflineTask) {
  const { text } = await generateText({ model, prompt: "eval", providerOptions: { lyceum: task } });
  return text;
}

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
    const answers = await Promise.all(
      // Each educator answers in their seat, as the roundtable stream asks them.
      probe.educatorSlugs.map((educatorSlug, seat) =>
        compose({
          task: "answer",
          educatorSlug,
          question: probe.question,
          earlierQuestions: probe.earlierQuestions,
          screening,
          seat,
        }),
      ),
    );
    const synthesis = await compose({
      task: "synthesis",
      educatorSlugs: probe.educatorSlugs,
      question: probe.question,
      earlierQuestions: probe.earlierQuestions,
      screening,
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
    const brief = { subject: probe.subject, gradeLevel: probe.gradeLevel, topic: probe.topic };
    const timing = lessonTiming({ lessonLength: "medium" });
    const plan = composeLessonPlan(educator, brief, timing);
    const before = planSections(plan);
    const current = before.get(probe.section);
    if (current === undefined) throw new Error(`no ${probe.section} in the plan`);
    const written = await compose({
      task: "refine",
      educatorSlug: educator.slug,
      brief,
      timing,
      refine: { section: probe.section, current, instruction: probe.instruction },
    });
    const after = planSections(replaceSection(plan, probe.section, refinedBody(written)) ?? plan);
    const refined = after.get(probe.section) ?? "";
    const notApplied = /could not apply|make a new plan|already has/.test(refined);
    // Applied: the section's own text changed, not only a closing note about the instruction added.
    const changed = refined.trim().replace(/\n\n\*[^\n]*\*$/, "") !== current.trim();
    if (probe.applicable) {
      applicable += 1;
      if (changed) visible += 1;
    } else if (notApplied) honest += 1;
    if ([...before.keys()].every((heading) => heading === probe.section || before.get(heading) === after.get(heading)))
      othersKept += 1;
    // The section keeps its shape: a lesson flow keeps its numbered steps and its minutes.
    const steps = (text: string) =>
      [...text.matchAll(/^\d+\. \*\*.+\*\* \((\d+) min\)/gm)].map((match) => match[1]).join();
    if (
      steps(refined) === steps(current) &&
      !/^- /m.test(
        refined
          .split(/\n(?=\d+\. )/)
          .at(-1)
          ?.split("\n\n")[1] ?? "",
      )
    )
      shapeKept += 1;
    else console.info(`shape changed: ${probe.section}, "${probe.instruction}"`);
  }
  const total = refineProbes.length;
  printTable(
    ["refine (built-in model)", "value"],
    [
      ["applicable instructions visibly applied", `${visible}/${applicable}`],
      ["other instructions answered plainly (not applied, or there already)", `${honest}/${total - applicable}`],
      ["refines leaving the other sections unchanged", `${othersKept}/${total}`],
      ["refines keeping the section's shape (steps and minutes)", `${shapeKept}/${total}`],
    ],
  );
}

/** The built-in model's roundtables and refines: do they compare, repeat, apply and keep the plan whole. */
export async function run() {
  await roundtables();
  await refines();
}
