import { planWords } from "@/db/data/plan-wording";
import { dateWithAside, displayTitle, findWork, workDate } from "@/lib/ai/knowledge/cite";
import { type Activity, lessonSafetyNotes, materialsFor, newCaseFor, priorKnowledgeFor } from "@/lib/lessons/scaffolds";
import { capitalized, lowerFirst } from "@/lib/text";
import type { LessonPlan, Misconception, Objective } from "@/shared/plan-schema";
import { type LessonContext, ruledOut } from "./context";
import { createObjective } from "./create-objective";
import { asClause, type TopicActivity } from "./knowledge";
import { type Step, stepRef } from "./step";

const PRINTED = /\b(sheets?|copies|printed|handouts?|worksheets?|templates?|packs?|fact sheet|mat)\b/i;

/**
 * Why this educator would teach this topic this way: the idea chosen for its fit, and what it asks of the
 * lesson. Its methods are those the steps run (`steps`), never one no step does (folding outdoors).
 */
export function lensOf(context: LessonContext, steps: readonly Step[]): LessonPlan["lens"] {
  const { educator, lens, topic } = context;
  const run = lens.methods.filter((each) => steps.some((step) => step.method === each.name));
  const [method = lens.methods[0]] = run;
  const fit = lens.matched.length
    ? `Of ${educator.name}'s ideas, this one fits a lesson on ${topic} best, because it speaks to ${lens.matched.slice(0, 3).join(", ")}.`
    : `Of ${educator.name}'s ideas, this is the one that says most about how ${context.learners} in ${context.stage} should approach ${topic}.`;
  // The work as catalogued: a recorded dialogue is dated "c. 385 BCE".
  const work = findWork(educator, lens.idea.source.title) ?? lens.idea.source;
  // A dialogue someone else wrote is theirs: "Plato's Meno".
  const whose = work.published === "recorded" && work.by ? `${work.by}'s ` : "";
  // A co-author the entry names goes with the title ("(with Alina Szeminska)"); the year is the year alone.
  const year = workDate(work);
  const aside = dateWithAside(work).slice(0, -`, ${year}`.length);
  const coAuthor = aside.startsWith("with ") ? ` (${aside})` : "";
  const methods = run.filter((each, index, all) => all.findIndex((other) => other.name === each.name) === index);
  return {
    educator: educator.name,
    idea: lens.idea.idea,
    work: `${whose}${displayTitle(work)}${coAuthor}`,
    year,
    why:
      lens.fit === "none" && lens.note
        ? `${fit} ${lens.note}`
        : `${fit} So the lesson brings *${lowerFirst(method.name)}* to ${topic}: ${lowerFirst(method.description)}`,
    // None of the educator's methods fits this lesson: the lens says so, and names none as theirs for it.
    methods: lens.fit === "none" ? [] : methods.map(({ name, description }) => ({ name, description })),
  };
}

/** What students analyze that they have not seen, in the subject's terms: a source in history, data in geography. */
const newCase = (context: LessonContext) => context.fill(newCaseFor(context.scaffold, context.band, context.kind));

/** An objective of the scaffolds' shape as the plan states it. */
const stated = (
  { verb, text, criterion }: { verb: string; text: string; criterion: string },
  higherOrder: boolean,
): Objective => ({ verb, text, successCriterion: criterion, higherOrder });

type Goal = { verb: string; text: string; criterion: string };

/** A library topic's objectives: its key ideas and misconceptions named, its keywords used. */
function knownObjectives(context: LessonContext, product: string): Objective[] {
  const { misconceptions, vocabulary, band, topic, ideas, known } = context;
  const [misconception] = misconceptions;
  const [first = topic, second = first] = vocabulary;
  const clause = (text: string) => asClause(text, known);
  // An objective names a key idea short enough to say in one breath: the first such, else the shortest.
  const length = (text: string) => text.split(/\s+/).length;
  const ideaTexts = ideas.map((idea) => idea.text);
  // One sentence, not a worked example or a list of facts ("c² = 36 + 64 = 100, so …").
  const oneSentence = (text: string) => !/[.;:](?=\s)/.test(text.replace(/[.]$/, "")) && !/=/.test(text);
  const short = ideaTexts.find((text) => length(text) <= 25 && oneSentence(text));
  const said = short ?? known?.summary ?? topic;
  const one = clause(said);
  const correction = misconception && length(misconception.correction) <= 30 ? misconception.correction : undefined;
  // The file's own objectives for the age, where it gives them: what about the topic matters, not its name.
  const own = (known?.objectives ?? []).map(({ verb, text, criterion, higherOrder }) =>
    stated({ verb, text, criterion }, higherOrder),
  );
  if (own.length) return [...own.slice(0, band === "upper" ? 3 : 2), finalGoal(context, misconception)];
  if (band === "early") {
    return [
      stated(
        {
          verb: "Say",
          text: `in their own words that ${one}, using the word *${first}*`,
          criterion: `I can tell a friend about ${topic} and use the word ${first}.`,
        },
        false,
      ),
      stated(
        {
          verb: "Show",
          text: `what they found during ${product}, using the word *${second}*`,
          criterion: `I can show what I found and say the word ${second}.`,
        },
        false,
      ),
      finalGoal(context, misconception),
    ];
  }
  // The criterion is what the objective asks, seen done (the misconception is the exit quiz's to check).
  const explain: Goal = short
    ? {
        verb: "Explain",
        text: `in their own words that ${one}`,
        criterion: `I can explain to a partner, in my own words, that ${one}.`,
      }
    : {
        verb: "Explain",
        text: `the key ideas of ${topic} in their own words`,
        criterion: `I can explain the key ideas of ${topic} to a partner in my own words.`,
      };
  const create = stated(createObjective(context), true);
  if (band === "primary") {
    return [
      stated(explain, false),
      stated(
        {
          verb: "Use",
          text: `the keywords *${first}* and *${second}* correctly when they talk or write about ${topic}`,
          criterion: `I use ${first} and ${second} correctly when I talk about ${topic}.`,
        },
        false,
      ),
      create,
    ];
  }
  const analyze: Goal = {
    verb: "Analyze",
    text: `${newCase(context)} and identify where *${second}* matters in it`,
    criterion: `I can point to where ${second} matters in ${newCase(context)} and say why.`,
  };
  if (band === "lower") return [stated(explain, false), stated(analyze, true), create];
  return [
    stated(correction ? { ...explain, text: `precisely why ${clause(correction)}` } : explain, false),
    stated(analyze, true),
    stated(
      {
        verb: "Evaluate",
        text: `a worked answer on ${topic} from ${product} and justify how to improve it`,
        criterion: `I can judge an answer on ${topic} against the success criteria and justify one improvement to its use of ${second}.`,
      },
      true,
    ),
    create,
  ];
}

/**
 * The higher-order objective that ends a library topic's list: five-year-olds test a misconception (or sort
 * and say their rule), older students make what the topic's task or the subject asks for.
 */
function finalGoal(context: LessonContext, misconception: LessonContext["misconceptions"][number] | undefined) {
  const { band, topic, known, vocabulary } = context;
  if (band !== "early") return stated(createObjective(context), true);
  const clause = (text: string) => asClause(text, known);
  const [first = topic, second = first] = vocabulary;
  return stated(
    misconception
      ? {
          verb: "Test",
          text: `whether ${clause(misconception.belief)}, and tell a friend what they find`,
          criterion: `I can show a friend why it is wrong to think ${clause(misconception.belief)}.`,
        }
      : {
          verb: "Sort",
          text: `pictures or objects for ${topic} into two groups and say the rule with the word *${second}*`,
          criterion: `I can sort them and tell my rule with the word ${second}.`,
        },
    true,
  );
}

/** A frame's objectives: the subject's pedagogy, the content a slot the teacher adds (Key idea N, Keyword N). */
function framedObjectives(context: LessonContext, product: string): Objective[] {
  const { band, topic } = context;
  if (band === "early") {
    return [
      stated(
        {
          verb: "Say",
          text: `Key idea 1 (add it) in their own words, using ${planWords("keywordsAsked")}`,
          criterion: `I can tell a friend Key idea 1 and use ${planWords("keywordsAsked")}.`,
        },
        false,
      ),
      stated(
        {
          verb: "Show",
          text: `Key idea 2 (add it) with real objects during ${product}`,
          criterion: `I can show Key idea 2 with objects and say what it is with ${planWords("keywordsAsked")}.`,
        },
        false,
      ),
      stated(
        {
          verb: "Test",
          text: "whether the misconception you add under Common Misconceptions is true, and tell a friend what they find",
          criterion: "I can show a friend why the misconception (add it) is wrong.",
        },
        true,
      ),
    ];
  }
  const explain: Goal = {
    verb: "Explain",
    text: "Key idea 1 — add it — in their own words",
    criterion: "I can explain Key idea 1 to a partner in my own words.",
  };
  const create = stated(createObjective(context), true);
  if (band === "primary") {
    return [
      stated(explain, false),
      stated(
        {
          verb: "Use",
          text: `${planWords("keywordsAsked")} correctly when they talk or write about ${topic}`,
          criterion: `I use ${planWords("keywordsAsked")} correctly when I talk about ${topic}.`,
        },
        false,
      ),
      create,
    ];
  }
  const analyze: Goal = {
    verb: "Analyze",
    text: `${newCase(context)} (add which) and explain how it shows Key idea 2`,
    criterion: "I can point to where the new case shows Key idea 2 and say why.",
  };
  if (band === "lower") return [stated(explain, false), stated(analyze, true), create];
  return [
    stated({ ...explain, text: "precisely Key idea 1 — add it — in their own words" }, false),
    stated(analyze, true),
    stated(
      {
        verb: "Evaluate",
        text: `a worked answer on Key idea 2 from ${product} and justify how to improve it`,
        criterion: `I can judge an answer on Key idea 2 against the success criteria and justify one improvement to its use of ${planWords("keywordsAsked")}.`,
      },
      true,
    ),
    create,
  ];
}

/** Observable objectives for the band, at least one higher-order, each with a criterion students can see. */
export function objectives(context: LessonContext, flow: Step[]): Objective[] {
  const main = flow.find((step) => step.kind === "core");
  // The step by its name in quotation marks ("during the “Look closely” step"), never its title as a noun.
  const product = main ? stepRef(main.name) : "the main task";
  return context.framed ? framedObjectives(context, product) : knownObjectives(context, product);
}

/** What students understand by the end: the library's summary, or a slot for the key ideas. */
export function learningOutcome(context: LessonContext, multiDay: boolean) {
  const { topic, learners, known } = context;
  const lesson = multiDay ? "unit" : "lesson";
  if (!known) {
    const slots = context.ideas.map((idea) => `${idea.label} — …`).join("; ");
    return `By the end of this ${lesson}, ${learners} understand ${topic}: add the key ideas they should learn (${slots}).`;
  }
  // A summary of what the class can do ("Children say the numbers to ten…") is the outcome as it stands.
  if (/^(?:children|students|pupils|learners)\b/i.test(known.summary))
    return `By the end of this ${lesson}, ${asClause(known.summary, known)}.`;
  return `By the end of this ${lesson}, ${learners} understand that ${asClause(known.summary, known)}.`;
}

/** What learners of the band bring to the topic: the subject's usual prior knowledge, with a slot in a frame. */
export function priorKnowledge({ scaffold, band, fill, brief, framed, topic, kind }: LessonContext) {
  const usual = priorKnowledgeFor(scaffold, band, brief.topic, kind);
  const said = fill(usual);
  if (!framed) return said;
  return usual.includes("{topic}")
    ? `${said.replace(/[.]$/, "")} (add which).`
    : `${said.replace(/[.]$/, "")}; add what else they need for ${topic}.`;
}

/** The keywords with their meanings, in the words of the age (a frame's are slots). */
export const keywordsOf = (context: LessonContext): LessonPlan["keywords"] =>
  context.keywords.map((keyword) => ({ term: keyword.term, definition: keyword.meaning }));

/** The misconceptions, each with the correct idea, how the lesson addresses it and the step that does. */
export function misconceptionsOf(context: LessonContext, addressedIn: string[]): Misconception[] {
  return context.misconceptions.map((item, index) => ({
    belief: item.belief,
    correction: item.correction,
    // The renderer names the step after it, in brackets: "… side by side (the “Strip exploration” step)".
    howAddressed: item.address.replace(/\.$/, ""),
    step: addressedIn[index] ?? "",
  }));
}

/** The subject's materials the teacher's instructions leave in: none that need what the class lacks, or a printer it cannot use. */
export function keptMaterials(context: Pick<LessonContext, "instructions">, materials: readonly string[]) {
  const avoided = ruledOut(context.instructions);
  const noPrinting = context.instructions.has("no-printing");
  return materials.filter((item) => !avoided?.test(item) && !(noPrinting && PRINTED.test(item)));
}

/**
 * The materials and safety notes: the topic's and the subject's activities' equipment first (and the works it studies),
 * then the subject's materials for the band; the safety notes the subject and topic need, and the
 * topic's activities' own.
 */
export function materialsOf(
  context: LessonContext,
  activities: readonly TopicActivity[],
  subjectActivities: readonly Activity[] = [],
): Pick<LessonPlan, "materials" | "safetyNotes"> {
  const { scaffold, band, instructions, keywords, brief, known } = context;
  const equipment = [
    ...activities.flatMap((activity) => activity.equipment),
    ...subjectActivities.flatMap((activity) => activity.materials ?? []),
  ].map(capitalized);
  const works = known?.works?.length
    ? [`The works studied: ${known.works.map((work) => `${work.title} (${work.by}, ${work.year})`).join("; ")}`]
    : [];
  const materials = keptMaterials(context, [
    ...new Set([...equipment, ...works, ...materialsFor(scaffold, band, context.kind)]),
  ]);
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
  const safetyNotes = [...new Set([...lessonSafetyNotes(brief), ...activities.flatMap((activity) => activity.safety)])];
  return { materials, safetyNotes };
}
