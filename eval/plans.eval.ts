import type { EducatorSeed } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { TECH } from "@/lib/ai/offline/lesson/context";
import { ageProblems } from "@/lib/lessons/check-age";
import { checkPlan } from "@/lib/lessons/check-plan";
import { type InstructionKind, readInstructions } from "@/lib/lessons/instructions";
import { allSteps } from "@/lib/lessons/plan-parts";
import { renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { gradeBand, subjectScaffold } from "@/lib/lessons/scaffolds";
import { type LessonTiming, lessonTiming } from "@/lib/lessons/timing";
import { findTopic } from "@/lib/lessons/topic-library";
import { maskedSentences } from "@/lib/text";
import { type LessonPlan, LessonPlanSchema, type Step } from "@/shared/plan-schema";
import {
  definitionChecks,
  genericSentences,
  onlySomeTopics,
  SLOT,
  shortSteps,
  vocabulary,
} from "@/tests/helpers/offline-plan";
import { type PlanProbe, planProbes } from "./probes/plans";
import { unknownTopicBriefs } from "./probes/plans-unknown";

/** The built-in model's plan for a probe, as the lesson stream asks for one. */
function generate(probe: PlanProbe, educator: EducatorSeed) {
  const timing = lessonTiming(probe.length);
  const brief = {
    subject: probe.subject,
    gradeLevel: probe.gradeLevel,
    topic: probe.topic,
    customInstructions: probe.customInstructions,
  };
  return { plan: composeLessonPlan(educator, brief, timing), timing };
}

/** The problems of the checker's minutes rules: steps that add up to each block's length, one block per day. */
const MINUTES_RULES =
  /adds up to|lasts \d+ minutes|the flow has \d+ days|has no steps|a single lesson has days|steps outside its days/;

/** Evidence in the rendered plan (not in its "Your Instructions" note) that an instruction was applied. */
function applied(kind: InstructionKind, plan: LessonPlan, probe: PlanProbe) {
  const flow = renderPart(plan, "steps");
  const materials = renderPart(plan, "materials");
  const assessment = renderPart(plan, "assessment");
  const minutes = allSteps(plan).reduce((sum, step) => sum + step.minutes, 0);
  const resource =
    readInstructions(probe.customInstructions).recognized.find((item) => item.resource)?.resource ?? "\u0000";
  const checks: Record<InstructionKind, boolean> = {
    quiz: /quiz/i.test(flow),
    "group-work": /groups of|small groups/i.test(flow),
    game: /\*\*[^*]*game[^*]*\*\*/i.test(flow),
    outdoor: /outside|outdoors/i.test(flow),
    trip: /\btrip\b/i.test(flow) && /safety notes/i.test(materials),
    homework: /homework|take-home/i.test(assessment) && /homework|take-home/i.test(flow),
    // What the lesson uses, not what it teaches about ("a computer follows instructions exactly").
    "no-technology": !TECH.test(materials),
    "no-screen": !/\*Slide:\*/.test(flow),
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
    balance: /without ranking one above another/i.test(flow),
    resource: materials.includes(resource) && flow.includes(resource),
  };
  return checks[kind];
}

/** A step as its substance (title, what teacher and students do, and its check), numbers masked. */
const stepSubstance = (step: Step) =>
  [step.title, step.teacher, step.students, step.check.question, step.check.expectedAnswer]
    .join("|")
    .replace(/\d+/g, "#");

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "n/a");

export async function run() {
  const plans: { probe: PlanProbe; plan: LessonPlan; text: string; timing: LessonTiming; educator: string }[] = [];
  for (const probe of planProbes) {
    const educator = educators.find((candidate) => candidate.slug === probe.educator);
    if (!educator) throw new Error(`no educator ${probe.educator}`);
    const { plan, timing } = generate(probe, educator);
    plans.push({ probe, plan, text: renderPlan(plan), timing, educator: educator.name });
  }
  let schemaValid = 0;
  let minutesOk = 0;
  let structureOk = 0;
  let safetyNeeded = 0;
  let safetyGiven = 0;
  let asked = 0;
  let done = 0;
  let violations = 0;
  let definitions = 0;
  let checks = 0;
  let short = 0;
  const failures: string[] = [];
  for (const { probe, plan, timing, educator } of plans) {
    const parsed = LessonPlanSchema.safeParse(plan);
    if (parsed.success) schemaValid += 1;
    else failures.push(`${probe.topic}: ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}`);
    const { problems } = checkPlan(plan, { timing, educatorName: educator, ...probe });
    const age = ageProblems(
      renderPlan({ ...plan, instructions: [] }),
      gradeBand(probe.gradeLevel),
      allSteps(plan).map((step) => step.minutes),
    );
    violations += age.length;
    for (const problem of age) failures.push(`${probe.topic} (${probe.gradeLevel}): ${problem}`);
    if (!problems.some((problem) => MINUTES_RULES.test(problem))) minutesOk += 1;
    const structural = problems.filter((problem) => !age.includes(problem));
    if (parsed.success && structural.length === 0) structureOk += 1;
    else if (structural.length) failures.push(`${probe.topic}: ${structural.slice(0, 3).join("; ")}`);
    // Each step's check expects the answer to its own question, not a keyword's definition.
    checks += allSteps(plan).length;
    for (const step of definitionChecks(plan)) {
      definitions += 1;
      failures.push(`${probe.topic}: “${step.title}” expects a definition`);
    }
    for (const step of shortSteps(plan)) {
      short += 1;
      failures.push(`${probe.topic}: “${step.title}” in ${step.minutes} minutes`);
    }
    if (probe.safety) {
      safetyNeeded += 1;
      if (plan.safetyNotes.length > 0) safetyGiven += 1;
    }
    const recognized = readInstructions(probe.customInstructions);
    for (const kind of probe.instructions) {
      asked += 1;
      if (recognized.has(kind) && applied(kind, plan, probe)) done += 1;
      else failures.push(`${probe.topic}: instruction "${kind}" not applied`);
    }
  }
  let shared = 0;
  let total = 0;
  // Frames share their slots by design: the figure is over plans on the library's topics.
  const onTopics = plans.filter(({ probe }) => findTopic(subjectScaffold(probe.subject).key, probe.topic));
  const byPlan = onTopics.map((plan) => new Set(maskedSentences(plan.text, plan.probe.topic)));
  byPlan.forEach((own, index) => {
    for (const sentence of own) {
      total += 1;
      if (
        byPlan.some(
          (other, otherIndex) =>
            otherIndex !== index &&
            onTopics[otherIndex]?.probe.topic !== onTopics[index]?.probe.topic &&
            other.has(sentence),
        )
      )
        shared += 1;
    }
  });
  let repeatedSteps = 0;
  let blockSteps = 0;
  for (const { plan } of plans.filter((candidate) => candidate.plan.days.length > 1)) {
    const blocks = plan.days.map((day) => day.steps.map(stepSubstance));
    blocks.forEach((steps, index) => {
      for (const step of steps) {
        blockSteps += 1;
        if (blocks.some((other, otherIndex) => otherIndex !== index && other.includes(step))) repeatedSteps += 1;
      }
    });
  }
  console.table({
    "schema-valid plans (target 100 %)": percent(schemaValid, plans.length),
    "minutes add up, by the checker's rules (target 100 %)": percent(minutesOk, plans.length),
    "structure pass rate: schema and checker, age aside (target 100 %)": percent(structureOk, plans.length),
    "safety notes where needed (target 100 %)": percent(safetyGiven, safetyNeeded),
    "instructions recognized and applied (target ≥ 90 %)": percent(done, asked),
    "age-appropriateness violations (target 0)": violations,
    "checks whose expected answer is a keyword's definition (target 0)": `${definitions} of ${checks}`,
    "steps shorter than their activity needs (target 0)": short,
    "sentences shared across library topics' plans, topic masked (target ≤ 15 %)": percent(shared, total),
    "steps shared between days of one plan (target 0 %)": percent(repeatedSteps, blockSteps),
  });
  console.info(`${plans.length} briefs, ${total} sentences, ${blockSteps} steps in multi-day plans`);
  for (const failure of failures.slice(0, 20)) console.info(`- ${failure}`);
  const onLibrary = plans.filter(({ probe }) => findTopic(subjectScaffold(probe.subject).key, probe.topic));
  const libraryOk = onLibrary.filter(
    ({ probe, plan, timing, educator }) => checkPlan(plan, { timing, educatorName: educator, ...probe }).ok,
  );
  console.info(
    `Of these briefs, ${onLibrary.length} are on topics in the library: ${libraryOk.length} of them pass the checker with no problem.`,
  );
  unknownTopics();
}

/**
 * The forty briefs written fresh on topics the library does not have (eval/probes/plans-unknown.ts): each
 * plan must be an honest frame — its one-line note, slots where the topic's content belongs — and no
 * sentence may pass generic words off as the topic's content. A sentence does when it mentions the topic
 * (half its words or more), marks no slot, and says nothing else that a plan on another topic does not
 * say too: every other word of it is in the plans on a made-up topic ("Zorblats") and on the other
 * briefs' topics.
 */
function unknownTopics() {
  const frames = unknownTopicBriefs.map((brief) => {
    const educator = educators.find((candidate) => candidate.slug === brief.educator);
    if (!educator) throw new Error(`no educator ${brief.educator}`);
    const timing = lessonTiming(brief.length);
    return { brief, educator, timing, plan: composeLessonPlan(educator, brief, timing) };
  });
  let noted = 0;
  let slotted = 0;
  let generic = 0;
  let checked = 0;
  let presumed = 0;
  const examples: string[] = [];
  frames.forEach(({ brief, educator, timing, plan }, at) => {
    if (plan.note.trim()) noted += 1;
    const slots = [
      plan.learningOutcome,
      ...plan.keywords.map((keyword) => keyword.term),
      ...plan.misconceptions.map((misconception) => misconception.belief),
      ...plan.starterQuiz.map((question) => question.question),
      ...plan.exitQuiz.map((question) => question.question),
    ];
    if (slots.every((text) => SLOT.test(text))) slotted += 1;
    const words = vocabulary(composeLessonPlan(educator, { ...brief, topic: "Zorblats" }, timing));
    frames.forEach((other, index) => {
      if (index !== at) for (const word of vocabulary(other.plan)) words.add(word);
    });
    const fitsSome = onlySomeTopics(plan);
    presumed += fitsSome.length;
    examples.push(...fitsSome.slice(0, 1).map((part) => `${brief.topic}: ${part} fits only some topics`));
    const found = genericSentences(plan, brief.topic, words);
    generic += found.length;
    examples.push(...found.slice(0, 1).map((sentence) => `${brief.topic}: "${sentence}"`));
    if (checkPlan(plan, { timing, educatorName: educator.name, ...brief }).ok) checked += 1;
  });
  console.table({
    "briefs on topics not in the library": frames.length,
    "plans that carry the one-line note (target all)": noted,
    "plans with slots in the outcome, keywords, misconceptions and quizzes (target all)": slotted,
    "sentences passing generic words off as the topic's content (target 0)": generic,
    "steps, objectives and prior knowledge that fit only some topics (target 0)": presumed,
    "plans that pass the checker with no problem": checked,
  });
  for (const example of examples.slice(0, 10)) console.info(`- ${example}`);
}
