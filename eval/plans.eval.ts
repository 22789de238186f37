import { streamText } from "ai";
import { educators } from "@/db/data/educators";
import { createOfflineEducatorModel } from "@/lib/ai/offline/educator-model";
import { TECH } from "@/lib/ai/offline/lesson/context";
import { maskedSentences } from "@/lib/ai/offline/text";
import { ageProblems } from "@/lib/lessons/check-age";
import { checkLessonPlan, planSections } from "@/lib/lessons/check-plan";
import { type InstructionKind, readInstructions } from "@/lib/lessons/instructions";
import { gradeBand } from "@/lib/lessons/scaffolds";
import { flowBlocks, type LessonTiming, lessonTiming } from "@/lib/lessons/timing";
import { type PlanProbe, planProbes } from "./probes/plans";

const model = createOfflineEducatorModel({ delayMs: 0 });

async function generate(probe: PlanProbe, educatorName: string) {
  const timing = lessonTiming(probe.length);
  const brief = {
    subject: probe.subject,
    gradeLevel: probe.gradeLevel,
    topic: probe.topic,
    customInstructions: probe.customInstructions,
  };
  const slug = educators.find((educator) => educator.name === educatorName)?.slug;
  const result = streamText({
    model,
    prompt: "lesson",
    providerOptions: { lyceum: { task: "lesson", educatorSlug: slug ?? "", brief, timing } },
  });
  return { text: await result.text, timing };
}

/** Evidence in the plan (not in its "Your Instructions" note) that an instruction was applied. */
function applied(kind: InstructionKind, plan: Map<string, string>, probe: PlanProbe) {
  const flow = plan.get("Lesson Flow") ?? "";
  const materials = plan.get("Materials and Safety") ?? "";
  const assessment = plan.get("Assessment") ?? "";
  const minutes = [...flow.matchAll(/\((\d+) min\)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const resource =
    readInstructions(probe.customInstructions).recognized.find((item) => item.resource)?.resource ?? "\u0000";
  const checks: Record<InstructionKind, boolean> = {
    quiz: /quiz/i.test(flow),
    "group-work": /groups of|small groups/i.test(flow),
    game: /\*\*[^*]*game[^*]*\*\*/i.test(flow),
    outdoor: /outside|outdoors/i.test(flow),
    trip: /\btrip\b/i.test(flow) && /safety notes/i.test(materials),
    homework: /homework|take-home/i.test(assessment) && /homework|take-home/i.test(flow),
    "no-technology": !TECH.test(`${materials}\n${flow}`),
    "no-internet": !/\b(internet|online|websites?|search engines?|google)\b/i.test(`${materials}\n${flow}`),
    "no-printing": !/\b(worksheets?|handouts?|printed|copies|sheets?)\b/i.test(
      materials.replace(/Nothing to print.*$/m, ""),
    ),
    time: minutes === Number(probe.customInstructions?.match(/\d+/)?.[0]),
    multilingual: /word bank/i.test(materials) && /multilingual/i.test(flow),
    "special-needs": /\bIEP\b|visual timetable/i.test(flow),
    dyslexia: /dyslexia|sans-serif/i.test(flow),
    mobility: /wheelchair/i.test(flow),
    "hands-on": /hands-on/i.test(flow),
    resource: materials.includes(resource) && flow.includes(resource),
  };
  return checks[kind];
}

/** Steps (first line and what teacher and students do) of each day or session, numbers masked. */
function stepsByBlock(flow: string) {
  return flow
    .split(/^### /m)
    .slice(1)
    .map((block) =>
      block
        .split(/^(?=\d+\. )/m)
        .filter((step) => /^\d+\. /.test(step))
        .map((step) => step.replace(/\d+/g, "#").trim()),
    );
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "n/a");

export async function run() {
  const plans: {
    probe: PlanProbe;
    text: string;
    timing: LessonTiming;
    educator: string;
    sections: Map<string, string>;
  }[] = [];
  for (const probe of planProbes) {
    const educator = educators.find((candidate) => candidate.slug === probe.educator);
    if (!educator) throw new Error(`no educator ${probe.educator}`);
    const { text, timing } = await generate(probe, educator.name);
    plans.push({ probe, text, timing, educator: educator.name, sections: planSections(text) });
  }
  let structureOk = 0;
  let safetyNeeded = 0;
  let safetyGiven = 0;
  let asked = 0;
  let done = 0;
  let violations = 0;
  const failures: string[] = [];
  for (const { probe, text, timing, educator, sections } of plans) {
    const { problems } = checkLessonPlan(text, { timing, educatorName: educator, ...probe });
    const age = ageProblems(
      text.replace(/^## Your Instructions[\s\S]*$/m, ""),
      gradeBand(probe.gradeLevel),
      sections.get("Lesson Flow") ?? "",
    );
    violations += age.length;
    for (const problem of age) failures.push(`${probe.topic} (${probe.gradeLevel}): ${problem}`);
    const structural = problems.filter((problem) => !age.includes(problem));
    if (structural.length === 0) structureOk += 1;
    else failures.push(`${probe.topic}: ${structural.slice(0, 3).join("; ")}`);
    if (probe.safety) {
      safetyNeeded += 1;
      if (/\*\*Safety notes:\*\*\s*\n\s*\n?- /i.test(sections.get("Materials and Safety") ?? "")) safetyGiven += 1;
    }
    const recognized = readInstructions(probe.customInstructions);
    for (const kind of probe.instructions) {
      asked += 1;
      if (recognized.has(kind) && applied(kind, sections, probe)) done += 1;
      else failures.push(`${probe.topic}: instruction "${kind}" not applied`);
    }
  }
  let shared = 0;
  let total = 0;
  const byPlan = plans.map((plan) => new Set(maskedSentences(plan.text, plan.probe.topic)));
  byPlan.forEach((own, index) => {
    for (const sentence of own) {
      total += 1;
      if (
        byPlan.some(
          (other, otherIndex) =>
            otherIndex !== index && plans[otherIndex]?.probe.topic !== plans[index]?.probe.topic && other.has(sentence),
        )
      )
        shared += 1;
    }
  });
  let repeatedSteps = 0;
  let blockSteps = 0;
  for (const plan of plans.filter((candidate) => flowBlocks(candidate.timing).length > 1)) {
    const blocks = stepsByBlock(plan.sections.get("Lesson Flow") ?? "");
    blocks.forEach((steps, index) => {
      for (const step of steps) {
        blockSteps += 1;
        if (blocks.some((other, otherIndex) => otherIndex !== index && other.includes(step))) repeatedSteps += 1;
      }
    });
  }
  console.table({
    "structure pass rate (target 100 %)": percent(structureOk, plans.length),
    "safety notes where needed (target 100 %)": percent(safetyGiven, safetyNeeded),
    "instructions recognized and applied (target ≥ 90 %)": percent(done, asked),
    "age-appropriateness violations (target 0)": violations,
    "sentences shared across topics, topic masked (target ≤ 15 %)": percent(shared, total),
    "steps shared between days of one plan (target 0 %)": percent(repeatedSteps, blockSteps),
  });
  console.info(`${plans.length} briefs, ${total} sentences, ${blockSteps} steps in multi-day plans`);
  for (const failure of failures.slice(0, 20)) console.info(`- ${failure}`);
}
