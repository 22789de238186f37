import { dateWithAside, displayTitle, findWork } from "@/lib/ai/knowledge/cite";
import { BAND_LABELS, lessonSafetyNotes, type Objective, priorKnowledgeFor } from "@/lib/lessons/scaffolds";
import { general } from "@/lib/lessons/scaffolds/general";
import { lowerFirst } from "../text";
import { type LessonContext, ruledOut, workingKeyword } from "./context";
import { createObjective } from "./create-objective";
import { type Step, stepRef } from "./flow";
import type { TopicKind } from "./topic";

const PRINTED = /\b(sheets?|copies|printed|handouts?|worksheets?|templates?|packs?|fact sheet|mat)\b/i;

/** Why this educator would teach this topic this way: the idea chosen for its fit, and what it asks of the lesson. */
export function lensSection(context: LessonContext) {
  const { educator, lens, profile } = context;
  const [method] = lens.methods;
  const fit = lens.matched.length
    ? `Of ${educator.name}'s ideas, this one fits a lesson on ${profile.matter} best, because it speaks to ${lens.matched.slice(0, 3).join(", ")}.`
    : `Of ${educator.name}'s ideas, this is the one that says most about how ${context.learners} in ${BAND_LABELS[context.band]} should approach ${profile.matter}.`;
  // The work as catalogued: a recorded dialogue is dated "c. 385 BCE", a co-author said beside the date.
  const work = findWork(educator, lens.idea.source.title) ?? lens.idea.source;
  // A dialogue someone else wrote is theirs: "Plato's *Meno*".
  const whose = work.published === "recorded" && work.by ? `${work.by}'s ` : "";
  return `${educator.name} would come to a lesson on ${profile.matter} with this conviction, paraphrased from ${whose}*${displayTitle(work)}* (${dateWithAside(work)}):\n\n> ${lens.idea.idea}\n\n${fit} So the lesson brings *${lowerFirst(method.name)}* to ${profile.matter}: ${lowerFirst(method.description)}`;
}

/** What students analyze that they have not seen: an event has sources, a text passages, a place data, not "examples". */
const NEW_CASE: Record<TopicKind, (matter: string) => string> = {
  event: (matter) => `a new source on ${matter}`,
  text: (matter) => `a new passage from ${matter}`,
  place: (matter) => `new data on ${matter}`,
  skill: (matter) => `a new example of ${matter}`,
  process: (matter) => `a new example of ${matter}`,
  concept: (matter) => `a new example of ${matter}`,
  language: (matter) => `a new dialogue on ${matter}`,
};

/** Observable objectives for the band, at least one higher-order, each with a criterion students can see. */
export function objectives(context: LessonContext, flow: Step[]): Objective[] {
  const { misconceptions, keywords, band, profile } = context;
  const { matter } = profile;
  const [misconception] = misconceptions;
  const [first = "example", second = first] = keywords.map((keyword) => keyword.term);
  // A term of the topic's own that the outcome does not already say ("ten" in "Counting to ten").
  const term = profile.terms.find((word) => !matter.toLowerCase().includes(word.toLowerCase()));
  const main = flow.find((step) => step.kind === "core");
  // The step by its name in quotation marks ("during the “Look closely” step"), never its title as a noun.
  const product = main ? stepRef(main.name) : "the main task";
  if (band === "early") {
    return [
      {
        verb: "Say",
        text: `what they know about ${matter}, using the word${term ? `s *${term}* and` : ""} *${first}*`,
        criterion: `I can tell a friend about ${matter} and use the word ${first}.`,
      },
      {
        verb: "Show",
        text: `${matter} with real objects during ${product}`,
        criterion: `I can show ${matter} with objects and say the word ${second}.`,
      },
      // What the lesson puts right (and the exit question checks), tested with objects; else a sort.
      misconception
        ? {
            verb: "Test",
            text: `whether ${misconception.belief}, and tell a friend what they find`,
            criterion: `I can show a friend why it is wrong to think ${misconception.belief}.`,
          }
        : {
            verb: "Sort",
            text: `pictures or objects for ${matter} into two groups and say the rule with the word *${second}*`,
            criterion: `I can sort them and tell my rule with the word ${second}.`,
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
        text: `the main idea of ${matter} in their own words`,
        criterion: `I can explain ${matter} to a partner using ${first}.`,
      };
  const create = createObjective(context);
  if (band === "primary") {
    return [
      explain,
      {
        verb: "Use",
        text: `the keywords *${first}* and *${second}* correctly when they talk or write about ${matter}`,
        criterion: `I use ${first} and ${second} correctly when I talk about ${matter}.`,
      },
      create,
    ];
  }
  // A text read for its themes is analysed for them: "how it presents loneliness and power".
  const analyze: Objective = profile.focus
    ? {
        verb: "Analyze",
        text: `${NEW_CASE[profile.kind](matter)} and explain how it presents ${profile.focus}, with *${first}* from the text`,
        criterion: `I can show how ${NEW_CASE[profile.kind](matter)} presents ${profile.focus}, with ${first} to back it.`,
      }
    : {
        verb: "Analyze",
        text: `${NEW_CASE[profile.kind](matter)} and identify where *${first}* matters in it`,
        criterion: `I can point to where ${first} matters in ${NEW_CASE[profile.kind](matter)} and say why.`,
      };
  if (band === "lower") return [explain, analyze, create];
  return [
    { ...explain, text: misconception ? `precisely why ${misconception.truth}` : explain.text },
    analyze,
    {
      verb: "Evaluate",
      text: `a worked answer on ${matter} from ${product} and justify how to improve it`,
      criterion: `I can judge an answer on ${matter} against the success criteria and justify one improvement to its use of ${second}.`,
    },
    create,
  ];
}

export function objectivesSection(context: LessonContext, goals: Objective[], multiDay: boolean) {
  const { topic, misconceptions, learners, profile } = context;
  const truth = misconceptions[0]?.truth;
  const understood = profile.focus ? `how ${topic} presents ${profile.focus}` : topic;
  const outcome = `**Learning outcome:** By the end of this ${multiDay ? "unit" : "lesson"}, ${learners} understand ${understood}${truth ? `, including that ${truth}` : ""}.`;
  return [
    outcome,
    "",
    `Objectives for ${learners}:`,
    "",
    ...goals.map((goal) => `- **${goal.verb}** ${goal.text}. *Success criterion:* ${goal.criterion}`),
  ].join("\n");
}

export function priorKnowledgeSection(context: LessonContext) {
  const { scaffold, band, keywords, fill, profile } = context;
  const simple = band === "early" || band === "primary";
  const asked = workingKeyword(keywords, profile.matter);
  return [
    `**Prior knowledge for ${profile.matter}:** ${fill(priorKnowledgeFor(scaffold, band, profile.terms.join(" ")))}`,
    "",
    `**Keywords${simple ? " (in child-friendly words)" : ""}:**`,
    "",
    ...keywords.map(
      (keyword) =>
        `- **${keyword.term}** (${keyword.about.length ? `a ${simple ? "word" : "keyword"} for ${profile.matter}` : `useful ${scaffold === general ? "in any lesson" : `across ${scaffold.label.toLowerCase()}`}`}): ${simple ? keyword.simple : keyword.definition}`,
    ),
    ...(context.phrases
      ? [
          "",
          `**Phrases in ${context.phrases.language}:**`,
          "",
          ...context.phrases.phrases.map(([phrase, meaning]) => `- *${phrase}* (${meaning})`),
        ]
      : []),
    asked
      ? `\n**Check prior knowledge:** ask "What does *${asked.term}* mean, and where might we meet it in ${profile.matter}?" *Answer:* ${simple ? asked.simple : asked.definition}; accept any sensible example from ${profile.matter}.`
      : "",
  ].join("\n");
}

export function misconceptionsSection(context: LessonContext) {
  const { learners, profile } = context;
  return context.misconceptions
    .map((item) => {
      const who = item.about.length
        ? `${learners.charAt(0).toUpperCase()}${learners.slice(1)}`
        : `When they work on ${profile.matter}, ${learners}`;
      // The belief is set in italics whole: a word italicized inside it ("*total*") would end them.
      const belief = `${who} may think ${item.belief}`.replaceAll("*", "");
      return `- *${belief}.* In fact, ${item.truth}. **How the lesson addresses it:** ${item.address}`;
    })
    .join("\n");
}

/** Materials for the band, adjusted to the teacher's instructions, and the safety notes the lesson needs. */
/** The subject's materials the teacher's instructions leave in: none that need what the class lacks, or a printer it cannot use. */
export function keptMaterials(context: Pick<LessonContext, "instructions">, materials: readonly string[]) {
  const avoided = ruledOut(context.instructions);
  const noPrinting = context.instructions.has("no-printing");
  return materials.filter((item) => !avoided?.test(item) && !(noPrinting && PRINTED.test(item)));
}

export function materialsSection(context: LessonContext) {
  const { scaffold, band, instructions, keywords, brief } = context;
  // What the misconceptions are addressed with comes first: a lesson that lines up ribbons lists ribbons.
  const addressedWith = context.misconceptions.flatMap((misconception) => misconception.materials ?? []);
  const materials = keptMaterials(context, [...new Set([...addressedWith, ...scaffold.materials[band]])]);
  const noPrinting = instructions.has("no-printing");
  if (noPrinting) materials.push("Nothing to print: questions, texts and keywords go on the board or are read aloud");
  for (const instruction of instructions.recognized) {
    if (instruction.resource) materials.unshift(`${instruction.resource} (the resource you named)`);
  }
  if (context.phrases)
    materials.unshift(
      noPrinting
        ? `Phrase cards in ${context.phrases.language}, written by hand, one phrase on each, with its meaning on the back (or the phrases on the board)`
        : `Phrase cards in ${context.phrases.language}, one phrase on each, with its meaning on the back`,
    );
  if (instructions.has("multilingual"))
    materials.push(
      `Word bank of the keywords (${keywords.map((keyword) => keyword.term).join(", ")}) with pictures and first-language equivalents`,
    );
  if (instructions.has("special-needs")) materials.push("Visual timetable of the lesson's steps");
  if (instructions.has("dyslexia"))
    materials.push("Texts in a clear sans-serif font, on cream paper or screen tint, with instructions read aloud");
  if (instructions.has("mobility") && context.scaffold.key === "physical-education")
    materials.push("Lighter and larger balls, beanbags and targets at several heights, so seated players can succeed");
  if (instructions.has("outdoor")) materials.push("Outdoor space, checked beforehand, and a signal to gather");
  const notes = lessonSafetyNotes(brief);
  const safety = notes.length ? ["", "**Safety notes:**", "", ...notes.map((note) => `- ${note}`)] : [];
  return [...materials.map((item) => `- ${item}`), ...safety].join("\n");
}
