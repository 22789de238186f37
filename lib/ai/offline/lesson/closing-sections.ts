import type { Objective } from "@/lib/lessons/scaffolds";
import { contentWords, lowerFirst, pickBest } from "../text";
import type { LessonContext } from "./context";
import { type Step, stepRef } from "./flow";
import { keptMaterials } from "./opening-sections";

export function differentiationSection(context: LessonContext, flow: Step[]) {
  const { learners, keywords, misconceptions, band, instructions, profile, fill } = context;
  const { matter } = profile;
  const main = stepNamed(flow.find((step) => step.kind === "core"));
  const terms = keywords.map((keyword) => keyword.term).join(", ");
  const belief = misconceptions[0]?.belief;
  const early = band === "early";
  const lines = [
    `- **Support:** before ${main}, show one finished example step by step; give a keyword mat (${terms})${early ? " with pictures" : ""} and a partner who explains in their own words.`,
    `- **Stretch:** ${
      belief
        ? `ask ${learners} who are ready to explain why someone might think ${belief}, and how they would convince them otherwise.`
        : `ask ${learners} who are ready to invent a harder example of ${matter} for a partner.`
    }`,
    `- **Special educational needs:** break ${main}${main.includes(matter) ? "" : ` on ${matter}`} into one instruction at a time, shown as ${early ? "pictures" : "a numbered checklist"}; pre-teach ${fill("*{key}*")} with a picture the day before, and offer a movement break and a quiet space${
      instructions.has("special-needs")
        ? ", and follow each student's IEP targets for this lesson (note them on your plan beforehand)"
        : ""
    }.`,
    `- **Multilingual learners:** pre-teach the words for ${matter} (${terms}) with pictures and gestures, let partners plan in their first language, and accept ${early ? "pointing and showing" : "labeled diagrams and short phrases"} as answers${
      instructions.has("multilingual") ? "; seat new arrivals with a same-language buddy where you can" : ""
    }.`,
  ];
  if (instructions.has("mobility")) {
    lines.push(
      "- **Students who use wheelchairs:** ask them beforehand what works for them, plan where they will be in each step, and give every role, including leading and demonstrating, to them as to anyone else.",
    );
  }
  if (instructions.has("dyslexia")) {
    lines.push(
      "- **Dyslexia:** read all instructions aloud, use a clear sans-serif font with generous spacing, and accept spoken or recorded answers instead of long writing.",
    );
  }
  return lines.join("\n");
}

function exitQuestions(context: LessonContext) {
  const { misconceptions, keywords, band, profile, spoken } = context;
  const simple = band === "early" || band === "primary";
  const questions: string[] = [];
  const [first, second] = misconceptions;
  if (first) {
    questions.push(
      `${spoken ? "Ask whether this is true" : "True or false"}: ${first.belief}. *Answer:* Not true: ${first.truth}.`,
    );
  }
  // A language lesson checks its phrases in the language, not words about language ("use *pronunciation*").
  const phrases = context.phrases?.phrases ?? [];
  for (const [phrase, meaning] of [phrases[1], phrases.at(-1)].filter((each) => each !== undefined)) {
    questions.push(
      `${spoken ? "Ask: how do you say" : "How do you say"} "${meaning.replace(/[.…]+$/, "")}" in ${context.phrases?.language}? *Answer:* ${phrase}`,
    );
  }
  for (const keyword of phrases.length ? [] : keywords.slice(spoken ? 0 : 1, spoken ? 2 : 3)) {
    const meaning = simple ? keyword.simple : keyword.definition;
    questions.push(
      spoken
        ? `Ask: can you say something about ${profile.matter} with the word *${keyword.term}*? *Answer:* any sentence that uses it to mean ${meaning}.`
        : `Use *${keyword.term}* in a sentence about ${profile.matter}. *Answer:* any sentence about ${profile.matter} that uses it to mean ${meaning}.`,
    );
  }
  if (second && !spoken) {
    questions.push(
      `Which is right: (a) ${second.belief}, or (b) ${second.truth}? *Answer:* (b); to see why, ${lowerFirst(second.address)}`,
    );
  }
  return questions.map((question, index) => `${index + 1}. ${question}`);
}

export function assessmentSection(context: LessonContext, goals: Objective[], flow: Step[]) {
  const { band, instructions, topic, learners } = context;
  const core = flow.filter((step) => step.kind === "core");
  // A goal that names its step takes its evidence there; another from the main step that does most of what it
  // asks (its words in the step's), else by order, the last (making something) from the last main step.
  const words = (text: string) => new Set(contentWords(text).filter((word) => word.length >= 4));
  const evidence = (goal: Objective, index: number) => {
    if (core.some((step) => goal.text.includes(stepRef(step.name)))) return "that step";
    const last = index === goals.length - 1 && index > 0;
    const fallback = last ? core.at(-1) : core[index % Math.max(1, core.length)];
    const asked = words(`${goal.verb} ${goal.text}`);
    const shared = (step: Step) => [...words(`${step.name} ${step.students}`)].filter((word) => asked.has(word)).length;
    const [best] = pickBest(core, shared, 1);
    return stepNamed(best && shared(best) >= 2 && shared(best) > (fallback ? shared(fallback) : 0) ? best : fallback);
  };
  // The first goal, and any that puts a misconception right, is also asked about in the exit questions.
  const exitAsks = (goal: Objective, index: number) =>
    index === 0 ||
    context.misconceptions.some(
      (misconception) => goal.text.includes(misconception.truth) || goal.text.includes(misconception.belief),
    );
  const aligned = goals.map(
    (goal, index) =>
      `- **${goal.verb}** ${goal.text}: evidence from ${evidence(goal, index)}${exitAsks(goal, index) ? " and the exit questions" : ""}.`,
  );
  const lines = [
    `**Aligned to the objectives:**`,
    "",
    ...aligned,
    "",
    context.spoken ? "**Exit task (spoken):**" : "**Exit quiz:**",
    "",
    ...exitQuestions(context),
  ];
  if (instructions.has("homework")) {
    lines.push(
      "",
      band === "early"
        ? `**Take-home activity:** children find one example of ${topic} at home and tell or show it to the class tomorrow (no writing needed).`
        : `**Homework:** ${learners} answer two new questions on ${topic} like those in the exit quiz and explain one answer in full; check them at the start of the next lesson.`,
    );
  }
  return lines.join("\n");
}

export function philosophySection(context: LessonContext, goals: Objective[], flow: Step[]) {
  const { educator, lens, learners, profile } = context;
  const { matter } = profile;
  const [first, second] = lens.methods;
  const core = flow.filter((step) => step.kind === "core");
  const higher = goals.at(-1);
  // The educator's question that speaks to this lesson's methods and topic ("What picture or story could
  // carry this idea…?" after a story before the concept), else their first.
  const about = new Set(
    contentWords([first.name, first.description, second.name, second.description, matter].join(" ")).filter(
      (word) => word.length >= 4,
    ),
  );
  const [question] = pickBest(
    [...educator.knowledge.questionsBack],
    (text) => contentWords(text).filter((word) => about.has(word)).length,
    1,
  );
  const one = learners === "children" ? "child" : "student";
  const [main, next = main] = [stepNamed(core[0]), ...core.slice(1, 2).map(stepNamed)];
  // The materials the plan lists, so a class without computers or a printer is not told they are ready.
  const listed = keptMaterials(context, context.scaffold.materials[context.band]);
  const materials = (listed.length ? listed : ["The task materials"]).slice(0, 2).map(lowerFirst).join(" and ");
  return [
    `- **Objectives:** "${higher?.verb ?? "Create"} ${higher?.text ?? matter}" asks ${learners} to make something of ${matter}, as the conviction in the lens above asks.`,
    `- **Materials:** ${materials} are ready before the lesson, so that ${learners} can work through ${main} on ${matter} with ${educator.name}'s ${lowerFirst(first.name)} without waiting for the teacher.`,
    `- **Lesson flow:** in this lesson on ${matter}, ${main} uses ${lowerFirst(first.name)}${second !== first && next !== main ? `, and ${next} uses ${lowerFirst(second.name)}` : ""}.`,
    `- **Differentiation:** support and stretch happen inside ${main}, where, with ${lowerFirst(first.name)}, every ${one} finds a way into ${matter} at their own level.`,
    `- **Assessment:** each step's check for understanding shows who is ready to move on during ${main}${next === main ? "" : ` and ${next}`}, and the exit questions close the lesson.${
      question ? ` A question ${educator.name} might ask you after this lesson on ${matter}: *${question}*` : ""
    }`,
  ].join("\n");
}

/** What the built-in model did with each instruction, and plainly what it could not do. */
export function instructionsSection(context: LessonContext, notApplied: string[]) {
  const { instructions } = context;
  const applied = [...new Set(instructions.recognized.map((instruction) => instruction.said))].filter(
    // A sentence not applied is listed with why ("… (the plan keeps the length chosen…)"): not as applied too.
    (said) => !notApplied.some((entry) => entry.startsWith(said)),
  );
  const lines = [
    ...applied.map((said) => `- Applied: *${said}* (see the flow, materials and assessment).`),
    ...[...instructions.unrecognized, ...notApplied].map(
      (said) => `- Not applied by the built-in model: *${said}* Adapt the plan by hand, or use a connected AI model.`,
    ),
  ];
  return lines.join("\n");
}

/** A step as a sentence names it, or the main task when there is none. */
function stepNamed(step: Step | undefined) {
  return step ? stepRef(step.name) : "the main task";
}
