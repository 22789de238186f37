import { BAND_LABELS, lessonSafetyNotes, type Objective } from "@/lib/lessons/scaffolds";
import { lowerFirst } from "../text";
import { type LessonContext, TECH } from "./context";
import type { Step } from "./flow";

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));
const PRINTED = /\b(sheets?|copies|printed|handouts?|worksheets?|templates?|packs?|fact sheet|mat)\b/i;

/** Why this educator would teach this topic this way: the idea chosen for its fit, and what it asks of the lesson. */
export function lensSection(context: LessonContext) {
  const { educator, lens, topic } = context;
  const [method] = lens.methods;
  const fit = lens.matched.length
    ? `Of ${educator.name}'s ideas, this one fits a lesson on ${topic} best, because it speaks to ${lens.matched.slice(0, 3).join(", ")}.`
    : `Of ${educator.name}'s ideas, this is the one that says most about how ${context.learners} in ${BAND_LABELS[context.band]} should meet ${topic}.`;
  return `${educator.name} would come to ${topic} with this conviction, paraphrased from *${lens.idea.source.title}* (${year(lens.idea.source.year)}):\n\n> ${lens.idea.idea}\n\n${fit} So the lesson is built around *${lowerFirst(method.name)}*: ${lowerFirst(method.description)}`;
}

/** Observable objectives for the band, at least one higher-order, each with a criterion students can see. */
export function objectives(context: LessonContext, flow: Step[]): Objective[] {
  const { topic, misconceptions, keywords, band, scaffold, fill } = context;
  const [misconception] = misconceptions;
  const [first = "example", second = first] = keywords.map((keyword) => keyword.term);
  const product = lowerFirst(flow.find((step) => step.kind === "core")?.name ?? "the main task");
  if (band === "early") {
    return [
      {
        verb: "Say",
        text: `what ${topic} is about, using the word *${first}*`,
        criterion: `I can tell a friend about ${topic} and use the word ${first}.`,
      },
      {
        verb: "Show",
        text: `${topic} with real objects during ${product}`,
        criterion: `I can show ${second} with objects during ${product}.`,
      },
      {
        verb: "Sort",
        text: `pictures or objects about ${topic} into two groups and say the rule`,
        criterion: `I can sort them and tell my rule, using the word ${second}.`,
      },
    ];
  }
  const explain: Objective = misconception
    ? {
        verb: "Explain",
        text: `in their own words that ${misconception.truth}`,
        criterion: `I can tell a partner why it is wrong to think ${misconception.belief}.`,
      }
    : {
        verb: "Explain",
        text: `the main idea of ${topic} in their own words`,
        criterion: `I can explain ${topic} to a partner using ${first}.`,
      };
  const create = { verb: scaffold.create.verb, text: fill(scaffold.create.text), criterion: scaffold.create.criterion };
  if (band === "primary") {
    return [
      explain,
      {
        verb: "Use",
        text: `the keywords *${first}* and *${second}* correctly when they talk or write about ${topic}`,
        criterion: `I use ${first} and ${second} correctly during ${product}.`,
      },
      create,
    ];
  }
  const analyze: Objective = {
    verb: "Analyze",
    text: `a new example of ${topic} and identify where *${first}* matters in it`,
    criterion: `I can point to where ${first} matters in a new example and say why.`,
  };
  if (band === "lower") return [explain, analyze, create];
  return [
    { ...explain, text: misconception ? `precisely why ${misconception.truth}` : explain.text },
    analyze,
    {
      verb: "Evaluate",
      text: `a worked answer on ${topic} from ${product} and justify how to improve it`,
      criterion: `I can judge an answer on ${topic} against the success criteria and justify one improvement.`,
    },
    create,
  ];
}

export function objectivesSection(context: LessonContext, goals: Objective[], multiDay: boolean) {
  const { topic, misconceptions, learners } = context;
  const truth = misconceptions[0]?.truth;
  const outcome = `**Learning outcome:** By the end of this ${multiDay ? "unit" : "lesson"}, ${learners} understand ${topic}${truth ? `, including that ${truth}` : ""}.`;
  return [
    outcome,
    "",
    `Objectives for ${learners}:`,
    "",
    ...goals.map((goal) => `- **${goal.verb}** ${goal.text}. *Success criterion:* ${goal.criterion}`),
  ].join("\n");
}

export function priorKnowledgeSection(context: LessonContext) {
  const { scaffold, band, keywords, fill } = context;
  const simple = band === "early" || band === "primary";
  const [asked] = keywords;
  return [
    `**Prior knowledge:** ${fill(scaffold.priorKnowledge[band])}`,
    "",
    `**Keywords${simple ? " (in child-friendly words)" : ""}:**`,
    "",
    ...keywords.map((keyword) => `- **${keyword.term}**: ${simple ? keyword.simple : keyword.definition}`),
    asked
      ? `\n**Check prior knowledge:** ask "What does *${asked.term}* mean?" *Answer:* ${simple ? asked.simple : asked.definition}.`
      : "",
  ].join("\n");
}

export function misconceptionsSection(context: LessonContext) {
  return context.misconceptions
    .map(
      (item) =>
        `- *${context.learners.charAt(0).toUpperCase()}${context.learners.slice(1)} may think ${item.belief}.* In fact, ${item.truth}. **How the lesson addresses it:** ${item.address}`,
    )
    .join("\n");
}

/** Materials for the band, adjusted to the teacher's instructions, and the safety notes the lesson needs. */
export function materialsSection(context: LessonContext) {
  const { scaffold, band, instructions, keywords, brief } = context;
  let materials = [...scaffold.materials[band]];
  if (instructions.has("no-technology")) materials = materials.filter((item) => !TECH.test(item));
  if (instructions.has("no-printing")) {
    materials = materials.filter((item) => !PRINTED.test(item));
    materials.push("Nothing to print: questions, texts and keywords go on the board or are read aloud");
  }
  for (const instruction of instructions.recognized) {
    if (instruction.resource) materials.unshift(`${instruction.resource} (the resource you named)`);
  }
  if (instructions.has("multilingual"))
    materials.push(
      `Word bank of the keywords (${keywords.map((keyword) => keyword.term).join(", ")}) with pictures and first-language equivalents`,
    );
  if (instructions.has("special-needs")) materials.push("Visual timetable of the lesson's steps");
  if (instructions.has("dyslexia"))
    materials.push("Texts in a clear sans-serif font, on cream paper or screen tint, with instructions read aloud");
  if (instructions.has("outdoor")) materials.push("Outdoor space, checked beforehand, and a signal to gather");
  const notes = lessonSafetyNotes(brief);
  const safety = notes.length ? ["", "**Safety notes:**", "", ...notes.map((note) => `- ${note}`)] : [];
  return [...materials.map((item) => `- ${item}`), ...safety].join("\n");
}
