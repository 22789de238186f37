import type { InstructionKind } from "@/lib/lessons/instructions";
import { materialsFor } from "@/lib/lessons/scaffolds";
import { contentWords, joinWith, lowerFirst, pickBest } from "@/lib/text";
import type { LessonPlan, Objective } from "@/shared/plan-schema";
import type { LessonContext } from "./context";
import { asClause } from "./knowledge";
import { keptMaterials } from "./opening-sections";
import { type Step, stepRef } from "./step";

/** Support, stretch, special educational needs and multilingual learners, each concrete to the topic and its main step. */
export function differentiationOf(context: LessonContext, flow: Step[]): LessonPlan["differentiation"] {
  const { learners, keywords, misconceptions, band, instructions, topic, fill, known, framed } = context;
  const main = stepNamed(flow.find((step) => step.kind === "core"));
  const terms = keywords.map((keyword) => keyword.term).join(", ");
  const [misconception] = misconceptions;
  const early = band === "early";
  const needs = [
    `Break ${main} into one instruction at a time, shown as ${early ? "pictures" : "a numbered checklist"}; pre-teach ${fill("*{key}*")} with a picture the day before, and offer a movement break and a quiet space${
      instructions.has("special-needs")
        ? ", and follow each student's IEP targets for this lesson (note them on your plan beforehand)"
        : ""
    }.`,
  ];
  if (instructions.has("mobility")) {
    needs.push(
      "For students who use wheelchairs, ask them beforehand what works for them, plan where they will be in each step, and give every role, including leading and demonstrating, to them as to anyone else.",
    );
  }
  if (instructions.has("dyslexia")) {
    needs.push(
      "For dyslexia, read all instructions aloud, use a clear sans-serif font with generous spacing, and accept spoken or recorded answers instead of long writing.",
    );
  }
  const stretch =
    misconception && !misconception.slot
      ? `Ask ${learners} who are ready to explain why someone might think ${asClause(misconception.belief, known)}, and how they would convince them otherwise.`
      : framed
        ? `Ask ${learners} who are ready to explain why someone might hold the misconception you add under Common Misconceptions, and how they would convince them otherwise.`
        : `Ask ${learners} who are ready to invent a harder example of ${topic} for a partner.`;
  return {
    support: `Before ${main}, show one finished example step by step; give a keyword mat (${terms})${early ? " with pictures" : ""} and a partner who explains in their own words.`,
    stretch,
    specialEducationalNeeds: needs.join(" "),
    multilingualLearners: `Pre-teach the keywords (${terms}) with pictures and gestures, let partners plan in their first language, and accept ${early ? "pointing and showing" : "labeled diagrams and short phrases"} as answers${
      instructions.has("multilingual") ? "; seat new arrivals with a same-language buddy where you can" : ""
    }.`,
  };
}

/** The homework the teacher asked for: for five-year-olds, something to find and show, with no writing. */
function homework(context: LessonContext) {
  return context.band === "early"
    ? `Take-home activity: children find one example of ${context.framed ? "Key idea 1" : context.topic} at home and tell or show it to the class tomorrow (no writing needed).`
    : `Homework: ${context.learners} answer two new questions ${context.framed ? "(add them)" : `on ${context.topic}`} like those in the exit quiz and explain one answer in full; check them at the start of the next lesson.`;
}

/** How each objective is assessed: in the step that does most of what it asks, and in the exit quiz. */
export function assessmentOf(context: LessonContext, goals: Objective[], flow: Step[]): LessonPlan["assessment"] {
  const core = flow.filter((step) => step.kind === "core");
  // A goal that names its step takes its evidence there; another from the main step that does most of what it
  // asks (its words in the step's), else by order, the last (making something) from the last main step.
  const words = (text: string) => new Set(contentWords(text).filter((word) => word.length >= 4));
  const evidence = (goal: Objective, index: number) => {
    const named = core.find((step) => goal.text.includes(stepRef(step.name)));
    if (named) return stepNamed(named);
    const last = index === goals.length - 1 && index > 0;
    const fallback = last ? core.at(-1) : core[index % Math.max(1, core.length)];
    const asked = words(`${goal.verb} ${goal.text}`);
    const shared = (step: Step) => [...words(`${step.name} ${step.students}`)].filter((word) => asked.has(word)).length;
    const [best] = pickBest(core, shared, 1);
    return stepNamed(best && shared(best) >= 2 && shared(best) > (fallback ? shared(fallback) : 0) ? best : fallback);
  };
  // The first goal, and any that puts a misconception right, is also asked about in the exit quiz.
  const exitAsks = (goal: Objective, index: number) =>
    index === 0 ||
    context.misconceptions.some(
      (misconception) =>
        goal.text.includes(asClause(misconception.correction, context.known)) ||
        goal.text.includes(asClause(misconception.belief, context.known)),
    );
  const quiz = context.spoken ? "the exit quiz, asked aloud" : "the exit quiz";
  return goals.map((goal, index) => ({
    objective: `${goal.verb} ${goal.text}`,
    evidence: `Evidence from ${evidence(goal, index)}${exitAsks(goal, index) ? ` and ${quiz}` : ""}.${
      index === 0 && context.instructions.has("homework") ? ` ${homework(context)}` : ""
    }`,
  }));
}

export function philosophyOf(context: LessonContext, goals: Objective[], flow: Step[]): LessonPlan["philosophy"] {
  const { educator, lens, learners, topic: matter } = context;
  const [first, second] = lens.methods;
  // With no method of the educator's for this lesson, the plan speaks of their idea, not of a method.
  const own = lens.fit !== "none";
  const named = (method: typeof first) => (own ? lowerFirst(method.name) : "the idea in the lens above");
  const core = flow.filter((step) => step.kind === "core");
  const higher = goals.at(-1);
  // The educator's question that speaks to this lesson's methods and topic ("What picture or story could
  // carry this idea…?" after a story before the concept), else their first.
  const about = new Set(
    contentWords([first.name, first.description, second.name, second.description, matter].join(" ")).filter(
      (word) => word.length >= 4,
    ),
  );
  const [question = ""] = pickBest(
    [...educator.knowledge.questionsBack],
    (text) => contentWords(text).filter((word) => about.has(word)).length,
    1,
  );
  const one = learners === "children" ? "child" : "student";
  // The step each method was placed in by the flow, so this part says what the flow does, not a guess.
  const placed = (method: typeof first) =>
    core.find((step) => step.teacher.includes(`*${lowerFirst(method.name)}*`)) ?? core[0];
  const [firstStep, secondStep] = [placed(first), own && second !== first ? placed(second) : undefined];
  const main = stepNamed(firstStep);
  const next = secondStep && secondStep !== firstStep ? stepNamed(secondStep) : main;
  // In a frame, what a step works on is the key idea slot it names ("price elasticity of demand (Key idea 2)"),
  // never the topic's name as if the sentence said something of its content.
  const on = (step: Step | undefined) => {
    if (!context.framed) return matter;
    const slot = context.ideas.find((idea) => step?.teacher.includes(`(${idea.label})`));
    return slot ? `${matter} (${slot.label})` : context.fill("{topic}", 0);
  };
  const runs = (method: typeof first, step: Step | undefined) =>
    `${upperFirst(stepNamed(step))} is where ${educator.name}'s ${named(method)} meets ${on(step)}: ${learners} ${whatStudentsDo(step)}.`;
  // The materials the plan lists, so a class without computers or a printer is not told they are ready.
  const listed = keptMaterials(context, materialsFor(context.scaffold, context.band, context.kind));
  const materials = (listed.length ? listed : ["The task materials"]).slice(0, 2).map(lowerFirst).join(" and ");
  return {
    objectives: `"${higher?.verb ?? "Create"} ${higher?.text ?? matter}" asks ${learners} to make something of ${on(undefined)}, as the conviction in the lens above asks.`,
    materials: `${materials.charAt(0).toUpperCase()}${materials.slice(1)} are ready before the lesson, so that ${learners} can work through ${main} on ${on(firstStep)} with ${own ? `${educator.name}'s ` : ""}${named(first)} without waiting for the teacher.`,
    lessonFlow: own
      ? [runs(first, firstStep), ...(next !== main ? [runs(second, secondStep)] : [])].join(" ")
      : `In this lesson on ${matter}, ${main} uses ${named(first)}.`,
    differentiation: `Support and stretch happen inside ${main}, where, with ${named(first)}, every ${one} finds a way into ${on(firstStep)} at their own level.`,
    assessment: `Each step's check for understanding shows who is ready to move on during ${main}${next === main ? "" : ` and ${next}`}, and the exit quiz closes the lesson.`,
    reflectionQuestion: question,
  };
}

/** An instruction the built-in model could not apply, and why. */
export type NotApplied = { said: string; why: string };

/** Where the plan applies each kind of instruction, by the first block's steps and the plan's parts. */
function whereApplied(kind: InstructionKind, flow: Step[], minutes: number): string[] {
  const named = (step: Step | undefined) => (step ? stepRef(step.name) : "the Lesson Flow");
  const core = flow.filter((step) => step.kind === "core");
  const [starter, exit, firstCore, lastCore] = [flow[0], flow.at(-1), core[0], core.at(-1)].map(named) as [
    string,
    string,
    string,
    string,
  ];
  const handling = named(core.find((step) => step.teacher.includes("Make this step hands-on")));
  const materials = "the Materials and Safety";
  const places: Record<InstructionKind, string[]> = {
    quiz: [exit, "the Exit Quiz"],
    "group-work": [firstCore],
    game: [lastCore],
    outdoor: [`${joinWith(flow.filter((step) => step.outdoors).map(named), "and")} (taken outside)`, materials],
    trip: [`${lastCore} (which prepares for the trip)`, "the safety notes"],
    homework: [exit, "the Assessment"],
    "no-technology": [materials, "every step (no technology)"],
    "no-screen": ["each step's Board line (written on the board, no slides)"],
    "no-internet": [materials, "every step (no internet)"],
    "no-printing": [`${materials} (nothing needs printing)`],
    time: [`the Lesson Flow (its steps add up to ${minutes} minutes)`],
    multilingual: [starter, materials, "the Differentiation"],
    "special-needs": [starter, materials, "the Differentiation"],
    dyslexia: [firstCore, materials, "the Differentiation"],
    mobility: [starter, "the Differentiation"],
    "hands-on": [handling],
    balance: [`${joinWith(core.map(named), "and")} (each tradition the same time and task, none ranked)`],
    resource: [firstCore, materials],
  };
  return places[kind];
}

/** What the built-in model did with each instruction, where, and plainly what it could not do. */
export function instructionsOf(
  context: LessonContext,
  flow: Step[],
  { notApplied, minutes, multiDay }: { notApplied: NotApplied[]; minutes: number; multiDay: boolean },
): LessonPlan["instructions"] {
  const { instructions } = context;
  const handBack = "Adapt the plan by hand, or use a connected AI model.";
  const said = [...new Set(instructions.recognized.map((instruction) => instruction.said))].filter(
    // A sentence not applied is listed with why ("the plan keeps the length chosen…"): not as applied too.
    (sentence) => !notApplied.some((entry) => entry.said === sentence),
  );
  const applied = said.map((sentence) => {
    const kinds = [
      ...new Set(instructions.recognized.filter((each) => each.said === sentence).map((each) => each.kind)),
    ];
    const places = joinWith([...new Set(kinds.flatMap((kind) => whereApplied(kind, flow, minutes)))], "and");
    return {
      instruction: sentence,
      applied: true,
      where: `In ${places}${multiDay && places.includes(" step") ? ", and the same steps of each later day" : ""}.`,
    };
  });
  return [
    ...applied,
    ...instructions.unrecognized.map((sentence) => ({
      instruction: sentence,
      applied: false,
      where: `The built-in model does not recognize this instruction. ${handBack}`,
    })),
    ...notApplied.map((entry) => ({
      instruction: entry.said,
      applied: false,
      where: `The built-in model could not apply it: ${entry.why}. ${handBack}`,
    })),
  ];
}

/** A step as a sentence names it, or the main task when there is none. */
/** What students do in a step, as a clause after "students": its first sentence, without the lesson's words. */
function whatStudentsDo(step: Step | undefined) {
  const [sentence = ""] = (step?.students ?? "").split(/(?<=[.!?])\s/);
  return lowerFirst(sentence.replace(/,? using the (?:key)?words?\b.*$/, "").replace(/[.!?]$/, ""));
}

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function stepNamed(step: Step | undefined) {
  return step ? stepRef(step.name) : "the main task";
}
