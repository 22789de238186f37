import { dateWithAside, displayTitle, findWork, workDate } from "@/lib/ai/knowledge/cite";
import type { LessonPlan, Misconception, Objective } from "@/lib/lessons/plan-schema";
import { BAND_LABELS, lessonSafetyNotes, priorKnowledgeFor } from "@/lib/lessons/scaffolds";
import { lowerFirst } from "../text";
import { type LessonContext, ruledOut } from "./context";
import { createObjective } from "./create-objective";
import { type Step, stepRef } from "./flow";
import { meaning } from "./quiz";
import type { TopicKind } from "./topic";

const PRINTED = /\b(sheets?|copies|printed|handouts?|worksheets?|templates?|packs?|fact sheet|mat)\b/i;

/** Why this educator would teach this topic this way: the idea chosen for its fit, and what it asks of the lesson. */
export function lensOf(context: LessonContext): LessonPlan["lens"] {
  const { educator, lens, profile } = context;
  const [method] = lens.methods;
  const fit = lens.matched.length
    ? `Of ${educator.name}'s ideas, this one fits a lesson on ${profile.matter} best, because it speaks to ${lens.matched.slice(0, 3).join(", ")}.`
    : `Of ${educator.name}'s ideas, this is the one that says most about how ${context.learners} in ${BAND_LABELS[context.band]} should approach ${profile.matter}.`;
  // The work as catalogued: a recorded dialogue is dated "c. 385 BCE".
  const work = findWork(educator, lens.idea.source.title) ?? lens.idea.source;
  // A dialogue someone else wrote is theirs: "Plato's Meno".
  const whose = work.published === "recorded" && work.by ? `${work.by}'s ` : "";
  // A co-author the entry names goes with the title ("(with Alina Szeminska)"); the year is the year alone.
  const year = workDate(work);
  const aside = dateWithAside(work).slice(0, -`, ${year}`.length);
  const coAuthor = aside.startsWith("with ") ? ` (${aside})` : "";
  const methods = lens.methods.filter(
    (each, index, all) => all.findIndex((other) => other.name === each.name) === index,
  );
  return {
    educator: educator.name,
    idea: lens.idea.idea,
    work: `${whose}${displayTitle(work)}${coAuthor}`,
    year,
    why: `${fit} So the lesson brings *${lowerFirst(method.name)}* to ${profile.matter}: ${lowerFirst(method.description)}`,
    methods: methods.map(({ name, description }) => ({ name, description })),
  };
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

/** An objective of the scaffolds' shape as the plan states it. */
const stated = (
  { verb, text, criterion }: { verb: string; text: string; criterion: string },
  higherOrder: boolean,
): Objective => ({ verb, text, successCriterion: criterion, higherOrder });

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
      stated(
        {
          verb: "Say",
          text: `what they know about ${matter}, using the word${term ? `s *${term}* and` : ""} *${first}*`,
          criterion: `I can tell a friend about ${matter} and use the word ${first}.`,
        },
        false,
      ),
      stated(
        {
          verb: "Show",
          text: `${matter} with real objects during ${product}`,
          criterion: `I can show ${matter} with objects and say the word ${second}.`,
        },
        false,
      ),
      // What the lesson puts right (and the exit question checks), tested with objects; else a sort.
      stated(
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
        true,
      ),
    ];
  }
  const explain = misconception
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
  const create = stated(createObjective(context), true);
  if (band === "primary") {
    return [
      stated(explain, false),
      stated(
        {
          verb: "Use",
          text: `the keywords *${first}* and *${second}* correctly when they talk or write about ${matter}`,
          criterion: `I use ${first} and ${second} correctly when I talk about ${matter}.`,
        },
        false,
      ),
      create,
    ];
  }
  // A text read for its themes is analysed for them: "how it presents loneliness and power".
  const analyze = profile.focus
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
  if (band === "lower") return [stated(explain, false), stated(analyze, true), create];
  return [
    stated({ ...explain, text: misconception ? `precisely why ${misconception.truth}` : explain.text }, false),
    stated(analyze, true),
    stated(
      {
        verb: "Evaluate",
        text: `a worked answer on ${matter} from ${product} and justify how to improve it`,
        criterion: `I can judge an answer on ${matter} against the success criteria and justify one improvement to its use of ${second}.`,
      },
      true,
    ),
    create,
  ];
}

/** What students understand by the end, with the correct idea of the first misconception. */
export function learningOutcome(context: LessonContext, multiDay: boolean) {
  const { topic, misconceptions, learners, profile } = context;
  const truth = misconceptions[0]?.truth;
  const understood = profile.focus ? `how ${topic} presents ${profile.focus}` : topic;
  return `By the end of this ${multiDay ? "unit" : "lesson"}, ${learners} understand ${understood}${truth ? `, including that ${truth}` : ""}.`;
}

export const priorKnowledge = ({ scaffold, band, fill, profile }: LessonContext) =>
  fill(priorKnowledgeFor(scaffold, band, profile.terms.join(" ")));

/** The keywords with their meanings, in child-friendly words up to Grade 5. */
export const keywordsOf = (context: LessonContext): LessonPlan["keywords"] =>
  context.keywords.map((keyword) => ({ term: keyword.term, definition: meaning(context, keyword) }));

/** The misconceptions, each with the correct idea, how the lesson addresses it and the step that does. */
export function misconceptionsOf(context: LessonContext, addressedIn: string[]): Misconception[] {
  const { learners, profile } = context;
  const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return context.misconceptions.map((item, index) => {
    const who = item.about.length ? capital(learners) : `When they work on ${profile.matter}, ${learners}`;
    return {
      belief: `${who} may think ${item.belief}.`,
      correction: `${capital(item.truth)}.`,
      // The renderer names the step after it, in brackets: "… side by side (the “Strip exploration” step)".
      howAddressed: item.address.replace(/\.$/, ""),
      step: addressedIn[index] ?? "",
    };
  });
}

/** The subject's materials the teacher's instructions leave in: none that need what the class lacks, or a printer it cannot use. */
export function keptMaterials(context: Pick<LessonContext, "instructions">, materials: readonly string[]) {
  const avoided = ruledOut(context.instructions);
  const noPrinting = context.instructions.has("no-printing");
  return materials.filter((item) => !avoided?.test(item) && !(noPrinting && PRINTED.test(item)));
}

export function materialsOf(context: LessonContext): Pick<LessonPlan, "materials" | "safetyNotes"> {
  const { scaffold, band, instructions, keywords, brief } = context;
  // What the misconceptions are addressed with comes first: a lesson that lines up ribbons lists ribbons.
  const addressedWith = context.misconceptions.flatMap((misconception) => misconception.materials ?? []);
  const materials = keptMaterials(context, [...new Set([...addressedWith, ...scaffold.materials[band]])]);
  const noPrinting = instructions.has("no-printing");
  if (noPrinting) materials.push("Nothing to print: questions, texts and keywords go on the board or are read aloud");
  for (const instruction of instructions.recognized) {
    if (instruction.resource) materials.unshift(`${instruction.resource} (the resource you named)`);
  }
  if (context.phrases) {
    const { language, phrases } = context.phrases;
    const listed = phrases.map(([phrase, meant]) => `${phrase} (${meant})`).join("; ");
    materials.unshift(
      noPrinting
        ? `Phrase cards in ${language}, written by hand, one phrase on each, with its meaning on the back (or the phrases on the board): ${listed}`
        : `Phrase cards in ${language}, one phrase on each, with its meaning on the back: ${listed}`,
    );
  }
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
  return { materials, safetyNotes: lessonSafetyNotes(brief) };
}
