import { planWords } from "@/db/data/plan-wording";
import { STEP_LIMIT } from "@/lib/lessons/check-age";
import type { Activity } from "@/lib/lessons/scaffolds";
import { general } from "@/lib/lessons/scaffolds/general";
import { flowBlocks, type LessonTiming, splitMinutes } from "@/lib/lessons/timing";
import { contentWords, joinWith, lowerFirst, pickBest, relevance } from "@/lib/text";
import { type LessonContext, ruledOut, usable } from "./context";
import { createObjective } from "./create-objective";
import { adaptSteps } from "./flow-instructions";
import { asClause, type Idea, lowerStart, type TopicActivity } from "./knowledge";
import { exitQuiz } from "./quiz";
import { type Step, stepRef, type TimedStep } from "./step";

/** The arc of a unit: each day has its own goal and builds on the last. */
export type Stage = "only" | "introduce" | "explore" | "practice" | "apply" | "assess";

const STAGE_GOALS: Record<Exclude<Stage, "only">, string> = {
  introduce: "meet {topic} and learn the keywords, starting from {focus}",
  explore: "explore {focus} in {topic}, building on the last lesson's work on {previous}",
  practice: "practice {focus} in {topic} until it is secure, building on {previous}",
  apply: "apply what they know of {topic} to {focus}",
  assess: "show what they have learned about {topic} in a final task, after reviewing {previous}",
};

/** The weight of a starter and of a main step whose activity gives none. */
const STARTER_WEIGHT = 1;
const CORE_WEIGHT = 2.5;

export function stageOf(index: number, count: number): Stage {
  if (count === 1) return "only";
  if (index === 0) return "introduce";
  if (index === count - 1) return "assess";
  const position = index / (count - 1);
  return position < 0.4 ? "explore" : position < 0.6 ? "practice" : "apply";
}

/** A unique focus for each day: the subject's list, then a second pass with harder work. */
export function focusOf(context: LessonContext, index: number) {
  const { focuses } = context.scaffold;
  const focus = context.fill(focuses[index % focuses.length] ?? "", index);
  const pass = Math.floor(index / focuses.length);
  return pass === 0 ? focus : `${focus} (pass ${pass + 1}: harder examples, less support)`;
}

function coreCount(context: LessonContext, minutes: number) {
  const base = minutes <= 30 ? 1 : minutes <= 50 ? 2 : minutes <= 75 ? 3 : 4;
  // Five-year-olds need short steps: add steps until none is longer than about a quarter of an hour.
  return context.band === "early" ? Math.max(base, Math.ceil((minutes - 10) / 12)) : base;
}

/** The lesson's words in turn: the topic's keywords, or a frame's keyword slots. */
const wordAt = (context: LessonContext, position: number) =>
  context.vocabulary[position % context.vocabulary.length] ?? context.topic;

/** A keyword as the teacher's line shows it: a frame's slot says the teacher adds it. */
const shown = (context: LessonContext, word: string) =>
  context.framed ? planWords("keywordShown", { term: `*${word}*` }) : `*${word}*`;

/**
 * The words students are told to use: the topic's keywords, or in a frame "the keywords on the board",
 * since a slot's name ("Keyword 1") is the teacher's to fill, never a word students say.
 */
const used = (context: LessonContext, first: string, second = first) =>
  context.framed
    ? planWords("keywordsUsed")
    : first === second
      ? `the word *${first}*`
      : `the words *${first}* and *${second}*`;

/** Adds a clause to the last sentence of a text, before its full stop (or ends it with one). */
const beforeEnd = (text: string, clause: string) =>
  /[.!?]$/.test(text) ? text.replace(/([.!?])$/, `${clause}$1`) : `${text}${clause}.`;
/**
 * Adds a clause to the first sentence of a text, before its full stop: a stop that ends an abbreviation
 * or an initial ("preterite vs. imperfect", "e.g. a map", "W. E. B. Du Bois") ends no sentence.
 */
const afterFirst = (text: string, clause: string) =>
  text.replace(/^(.*?(?<!\b(?:vs|e\.g|i\.e|etc|cf|Dr|Mr|Mrs|Ms|St|No|[A-Z])))([.!?])(\s|$)/, `$1${clause}$2$3`);

/**
 * An expected answer that speaks of the topic itself: in a frame, which does not know the topic, it asks
 * the teacher to add what a right answer says (its text names the slot it works on, "tides (Key idea 2)").
 */
const orSlot = (context: LessonContext, text: string, aboutTopic: boolean) =>
  context.framed && aboutTopic ? planWords("expectedAnswer", { text: text.replace(/[.]$/, "") }) : text;

/** What a library topic's key idea says, as an answer in a student's own words. */
const inOwnWords = (lead: string, idea: Idea) =>
  planWords("inOwnWords", { lead, idea: idea.text.trim().replace(/([^.!?])$/, "$1.") });

/**
 * A scaffold's activity, for this lesson: it works on the topic (in a frame, on the key idea slot the
 * step is given), and each step takes one of the lesson's words in turn as its focus: the teacher puts it
 * on the board and students use it with one more. Its check is the activity's question, answered as the
 * activity's `expected` says a right answer sounds.
 */
function fromActivity(activity: Activity, context: LessonContext, kind: Step["kind"], position: number, idea: number) {
  const about = (text: string) => context.fill(investigated(text, context), idea);
  const focus = wordAt(context, 2 * position);
  const other = wordAt(context, 2 * position + 1);
  const teacher = about(activity.teacher);
  const onBoard = /^[^.!]*\?/.test(teacher)
    ? `${teacher} Put ${shown(context, focus)} on the board.`
    : afterFirst(
        teacher,
        context.band === "early"
          ? `, holding up a picture card for ${shown(context, focus)}`
          : `, with ${shown(context, focus)} on the board`,
      );
  // A frame's main step names the key idea it works on, which the teacher adds.
  const label = context.ideas[idea % context.ideas.length]?.label ?? "";
  const slot =
    context.framed && kind === "core" && !onBoard.includes(`(${label})`)
      ? ` This step works on ${label}: add it under the learning outcome.`
      : "";
  return {
    name: context.fill(activity.name),
    teacher: `${onBoard}${slot}`,
    // A frame's step whose students already use "the keywords" says so once.
    students:
      context.framed && activity.usesKeywords
        ? about(activity.students)
        : beforeEnd(about(activity.students), `, using ${used(context, focus, other)}`),
    check: {
      question: about(activity.check),
      expectedAnswer: orSlot(context, about(activity.expected), activity.expected.includes("{topic}")),
    },
    kind,
    weight: activity.weight ?? (kind === "core" ? CORE_WEIGHT : STARTER_WEIGHT),
    minMinutes: activity.minMinutes,
  } satisfies Step;
}

/**
 * The topic library's activity as a main step, as its file writes it: what the teacher and students do
 * and its check. A practical (an activity with equipment) takes a longer share of the lesson.
 */
const topicStep = (activity: TopicActivity): Step => ({
  name: activity.name,
  teacher: activity.teacher,
  students: activity.students,
  check: { ...activity.check },
  kind: "core",
  weight: activity.equipment.length ? 3.5 : 3,
});

/** The topic's activities for each day of a unit: the one for the band on the first day, then others that suit the band. */
function topicActivities(context: LessonContext) {
  const { known, activity } = context;
  if (!known || !activity) return [];
  const avoid = ruledOut(context.instructions);
  const others = known.activities.filter(
    (each) =>
      each !== activity &&
      (!each.bands || each.bands.includes(context.band)) &&
      !avoid?.test(`${each.name} ${each.teacher} ${each.students}`),
  );
  return [activity, ...others];
}

/**
 * The scaffold's activities fit for the lesson, none named as one of the topic's own ("Feely bag" twice),
 * and a fair test only where the topic's file gives one for the age.
 */
const fitting = (activities: readonly Activity[], context: LessonContext) => {
  const own = new Set((context.known?.activities ?? []).map((activity) => activity.name.toLowerCase()));
  const tests = context.known?.investigations?.length ?? 0;
  const shows = context.known?.demonstrations?.length ?? 0;
  return usable(activities, context).filter(
    (activity) =>
      !own.has(activity.name.toLowerCase()) &&
      (!activity.investigation || tests > 0) &&
      (!activity.demonstration || shows > 0),
  );
};

/**
 * An activity's text with the topic's fair test filled in (what students ask, change, measure and keep the
 * same), and its demonstration (what the teacher shows, asks and what happens).
 */
function investigated(text: string, context: LessonContext) {
  const shown = context.known?.demonstrations?.[0];
  const demonstrated = shown
    ? text
        .replaceAll("{show}", shown.show)
        .replaceAll("{ask}", shown.ask)
        .replaceAll("{result}", shown.result.replace(/[.]$/, ""))
    : text;
  const test = context.known?.investigations?.[0];
  if (!test) return demonstrated;
  return demonstrated
    .replaceAll("{question}", test.question)
    .replaceAll("{change}", test.change)
    .replaceAll("{measure}", test.measure)
    .replaceAll("{keep}", joinWith(test.keep, "and"));
}

/** Core activities for a block: the subject's first, then general ones, never twice in one block. */
function corePool(context: LessonContext, stage: Stage) {
  const { scaffold } = context;
  const order = (activities: readonly Activity[]) =>
    // An activity made for the topic's own words (filling and pouring for capacity) comes before general ones.
    context.rank(
      fitting(activities, context),
      (activity) => activity.topics ?? [],
      (activity) => activity.name,
    );
  const applied = stage === "apply" || stage === "assess";
  const subject = applied
    ? [...order(scaffold.applications), ...order(scaffold.cycles)]
    : [...order(scaffold.cycles), ...order(scaffold.applications)];
  const fallback = scaffold === general ? [] : [...order(general.cycles), ...order(general.applications)];
  return [...subject, ...fallback].filter(
    (activity, index, all) => all.findIndex((other) => other.name === activity.name) === index,
  );
}

/**
 * The block's opening: on a later day, a recall of the last lesson, whose right answer is the key idea
 * that lesson started on (`recalled`; a frame's slot for it); else the subject's starter.
 */
function starter(context: LessonContext, index: number, previous: string | undefined, recalled?: Idea): Step {
  if (previous !== undefined) {
    const word = wordAt(context, index);
    const about = context.fill("{topic}", index);
    return {
      name: `Recall: ${previous}`,
      teacher: `Ask three quick questions on the last lesson's work on ${previous} in ${about}, then share today's goal. Note who could not recall ${previous} and sit with them during the next step.`,
      students:
        context.band === "early"
          ? `Answer aloud or show the answer with objects or fingers, saying ${used(context, word)}.`
          : `Answer from memory on mini whiteboards, then check with a partner how each of them used ${used(context, word)}.`,
      check: {
        question: `What did the last lesson show about ${previous}?`,
        expectedAnswer:
          recalled && !recalled.slot
            ? inOwnWords("They recall what the last lesson explained", recalled)
            : orSlot(
                context,
                `They say what the last lesson showed about ${previous} in ${context.fill("{topic}", index - 1)}.`,
                true,
              ),
      },
      kind: "starter",
      weight: STARTER_WEIGHT,
    };
  }
  const [first] = context
    .rank(
      fitting(context.scaffold.starters, context),
      () => [],
      (activity) => activity.name,
    )
    .slice(index);
  const fallback = fitting(general.starters, context)[0];
  const chosen = first ?? fallback;
  if (!chosen) throw new Error(`no starter for ${context.band}`);
  return fromActivity(chosen, context, "starter", index, index);
}

/**
 * The block's close: the exit quiz, whose first question is its check, on the last (or only) day; else an
 * exit check on the day's focus, whose right answer is the key idea the day worked on (`today`).
 */
function exit(context: LessonContext, stage: Stage, focus: string | undefined, index: number, today?: Idea): Step {
  const { spoken, learners } = context;
  const [misconception] = context.misconceptions;
  const [first = context.topic, second = first] = context.vocabulary;
  const words = used(context, first, second);
  const followUp =
    !misconception || misconception.slot
      ? "If anyone still holds the misconception you add under Common Misconceptions, start the next lesson by putting it right."
      : `If anyone still thinks ${asClause(misconception.belief, context.known)}, start the next lesson with this: ${lowerStart(misconception.address, context.known)}`;
  // A lesson of physical activity ends with the cool-down its safety notes promise, every day.
  const moving = context.scaffold.key === "physical-education";
  const coolDown = (text: string) =>
    moving
      ? `Lead a cool-down of slow walking and gentle stretches for the muscles used, then ${lowerFirst(text)}`
      : text;
  if (stage === "only" || stage === "assess" || focus === undefined) {
    const quiz = exitQuiz(context);
    const [opening] = quiz;
    const asksBelief =
      !!misconception && !misconception.slot && !!opening?.question.match(/^(True or false|Ask whether this is true)/);
    const teacher = spoken
      ? `Gather the ${learners} in a circle and ask the exit quiz aloud, one question at a time, listening for ${used(context, first)}.`
      : context.framed
        ? "Give the exit quiz, whose questions you add under Exit Quiz."
        : asksBelief && misconception
          ? `Give the exit quiz, whose first question asks whether ${learners} still think ${asClause(misconception.belief, context.known)}.`
          : "Give the exit quiz.";
    return {
      name: `${moving ? "Cool-down and " : ""}${spoken ? "show-me circle" : "exit quiz"}`.replace(/^./, (letter) =>
        letter.toUpperCase(),
      ),
      teacher: `${coolDown(teacher)} ${followUp}`,
      students: spoken
        ? `Answer by saying, pointing or showing with objects, using ${words}.`
        : `Answer on their own, then check with a partner how each of them used ${words}.`,
      check: {
        question: opening?.question ?? `What is one thing you learned about ${context.topic} today?`,
        expectedAnswer:
          opening?.answer ??
          orSlot(context, `They name one thing they learned about ${context.topic} and how they know it.`, true),
      },
      kind: "exit",
      // A longer quiz takes longer; one asked aloud is a short circle.
      weight: (spoken ? 1 : 0.6 + 0.1 * quiz.length) + (moving ? 0.3 : 0),
    };
  }
  const checked = wordAt(context, focus.length);
  const about = context.fill("{topic}", index);
  return {
    name: `${moving ? "Cool-down and exit check" : "Exit check"}: ${focus}`,
    teacher: `${coolDown(`Ask one question about ${about} that shows whether today's work on ${focus} is secure.`)} Group the answers to decide who needs more time on ${focus} next lesson.`,
    students: spoken
      ? "Show their answer with a thumbs up, a drawing in the air, or objects."
      : `Answer on a sticky note, using ${used(context, checked)}, and post it by the door.`,
    check: {
      question: `What did today's work on ${focus} show you?`,
      expectedAnswer:
        today && !today.slot
          ? inOwnWords("They say what today's work showed", today)
          : orSlot(context, `They say what today's work on ${focus} showed about ${about}.`, true),
    },
    kind: "exit",
    weight: (spoken ? 0.8 : 1) + (moving ? 0.3 : 0),
  };
}

/** A method in which students ask, inquire or find out for themselves. */
const STUDENTS_LEAD =
  /\b(?:questions?|inquiry|problem-posing|investigat\w*|hypothes[ie]s|discover\w*|dialogue|let (?:students|children|them) (?:propose|find|work out|decide|lead))\b/i;
/** A step in which the teacher explains or shows first. */
const TEACHER_TELLS = /^(?:Explain|Model|Tell|Present|Demonstrate|Lecture|Show how)\b/;

/** The educator's methods shape the main steps: how each is run, not only what it is called. */
function shapedByEducator(context: LessonContext, steps: Step[], index: number): Step[] {
  // An educator who left no method for this lesson's subject or age lends it none: the lens says so instead.
  if (context.lens.fit === "none") return steps;
  const methods = context.lens.methods;
  // One method that fits is applied in one step, not described twice.
  const distinct = methods[0]?.name === methods[1]?.name ? 1 : 2;
  const assigned = new Map<Step, (typeof methods)[number]>();
  for (let slot = 0; slot < distinct; slot++) {
    const method = methods[(index + slot) % 2] ?? methods[0];
    if (!method) continue;
    // A main step: the lens's methods are those whose data lets them run one, and a short opening cannot carry an inquiry.
    // Table work is not run in a step taken outdoors.
    const free = steps.filter(
      (step) => step.kind === "core" && !assigned.has(step) && !(method.indoors && step.outdoors),
    );
    // A method where students ask or find out goes in a step they do, not one where the teacher explains.
    const asks = STUDENTS_LEAD.test(`${method.name} ${method.description}`);
    const open = free.filter((each) => !asks || !TEACHER_TELLS.test(each.teacher));
    // Of those, the step whose work the method is about (narration in the reading, not in the modeled writing).
    const about = contentWords(`${method.name} ${method.description} ${method.keywords.join(" ")}`);
    const fit = (step: Step) => relevance(about, contentWords(`${step.name} ${step.students}`));
    const [step] = pickBest(open.length ? open : free, fit, 1);
    if (step) assigned.set(step, method);
  }
  return steps.map((step) => {
    const method = assigned.get(step);
    if (!method) return step;
    // The method is described once, on the first day; later days name it.
    const how = index === 0 ? `: ${lowerFirst(method.description)}` : ", as on the first day.";
    const lead = `In ${stepRef(step.name)}, use ${context.educator.name}'s *${lowerFirst(method.name)}*`;
    return { ...step, method: method.name, teacher: `${step.teacher} ${lead}${how}` };
  });
}

/** Key ideas split over a block's main steps, in order, so that each is explained once. */
function chunks(ideas: readonly Idea[], count: number): Idea[][] {
  const size = Math.ceil(ideas.length / Math.max(1, count));
  return Array.from({ length: count }, (_, at) => ideas.slice(at * size, (at + 1) * size));
}

/** What a library topic's key ideas ask of the teacher in a main step: explained on the first day, built on later. */
function explaining(context: LessonContext, ideas: Idea[], first: boolean) {
  if (!ideas.length || context.framed) return "";
  const said = ideas.map((idea) => idea.text.replace(/\s*$/, "").replace(/([^.!?])$/, "$1.")).join(" ");
  return first ? ` Explain: ${said}` : ` Build on: ${said}`;
}

/** As many people and events as one step can take in its minutes; the rest are the file's, for the teacher. */
export const PEOPLE_IN_A_STEP = 4;
const EVENTS_IN_A_STEP = 6;

/**
 * The people and events a library topic names (history, literature, the arts), said where the class
 * meets them, no more than a step can take; the works studied are listed under Materials.
 */
function named(context: LessonContext) {
  const { known } = context;
  if (!known) return "";
  const people = (known.people ?? []).slice(0, PEOPLE_IN_A_STEP);
  const events = (known.events ?? []).slice(0, EVENTS_IN_A_STEP);
  const parts = [
    people.length
      ? `Introduce the people: ${people.map((person) => `${person.name} (${person.role}${person.dates ? `, ${person.dates}` : ""})`).join("; ")}.`
      : "",
    events.length
      ? `Put the events on a timeline: ${events.map((event) => `${event.date}, ${asClause(event.event, known)}`).join("; ")}.`
      : "",
  ].filter(Boolean);
  return parts.length ? ` ${parts.join(" ")}` : "";
}

/**
 * What a block carries over from the days before it: the activities used (a later day takes fresh ones),
 * and the key idea the last day started on, which its recall asks for. `tooLong` holds the activities a
 * first try found longer than the minutes their step was given.
 */
type Carried = { earlier: ReadonlySet<string>; recalled?: Idea; tooLong?: ReadonlySet<string> };

function blockSteps(
  context: LessonContext,
  stage: Stage,
  minutes: number,
  index: number,
  count: number,
  carried: Carried = { earlier: new Set() },
): ReturnType<typeof timedBlock> {
  const block = timedBlock(context, stage, minutes, index, count, carried);
  // An activity that needs more minutes than its step was given (a whole project in 14 minutes) gives way to
  // the next in the pool, as long as the pool has enough others to fill the block. A step taken outdoors
  // keeps its activity's name before " (outdoors)".
  const short = block.steps.filter((step) => step.minMinutes !== undefined && step.minutes < step.minMinutes);
  const left = block.chosen.filter((activity) =>
    short.some((step) => step.name.startsWith(context.fill(activity.name))),
  );
  if (!left.length) return block;
  const excluded = new Set([...(carried.tooLong ?? []), ...left.map((activity) => activity.name)]);
  const others = corePool(context, stage).filter((activity) => !excluded.has(activity.name));
  if (others.length < block.chosen.length) return block;
  return blockSteps(context, stage, minutes, index, count, { ...carried, tooLong: excluded });
}

/** One try at a block: its steps, each with its minutes. */
function timedBlock(
  context: LessonContext,
  stage: Stage,
  minutes: number,
  index: number,
  count: number,
  { earlier, recalled, tooLong = new Set() }: Carried,
) {
  const focus = count > 1 ? focusOf(context, index) : undefined;
  const previous = index > 0 ? focusOf(context, index - 1) : undefined;
  const cores = coreCount(context, minutes);
  // The topic's own activity opens the first day's main work; a later day takes another of the topic's, if any.
  const own = topicActivities(context)[index];
  const fromScaffold = cores - (own ? 1 : 0);
  // A later day's pool is ordered for its stage, so its turn in the pool could land on an earlier day's
  // activity ("Fair test" on day 1 and again on day 2): activities not yet used come first.
  const whole = corePool(context, stage).filter((activity) => !tooLong.has(activity.name));
  const fresh = whole.filter((activity) => !earlier.has(activity.name));
  const pool = fresh.length >= fromScaffold ? fresh : whole;
  const start = pool === fresh ? 0 : index * fromScaffold;
  const chosen = Array.from({ length: fromScaffold }, (_, slot) => pool[(start + slot) % pool.length]).filter(
    (activity, slot, all): activity is Activity => activity !== undefined && all.indexOf(activity) === slot,
  );
  const core = [
    ...(own ? [topicStep(own)] : []),
    ...chosen.map((activity, slot) => {
      const position = index * cores + slot + (own ? 1 : 0);
      return fromActivity(activity, context, "core", position + 1, position);
    }),
  ];
  // A library topic's key ideas, split over the main steps: what the teacher explains in each.
  const ideas =
    index === 0
      ? chunks(context.ideas, core.length)
      : core.map((_, slot) => {
          const idea = context.ideas[(index * core.length + slot) % Math.max(1, context.ideas.length)];
          return idea ? [idea] : [];
        });
  core.forEach((step, slot) => {
    step.teacher = `${step.teacher}${explaining(context, ideas[slot] ?? [], index === 0)}`;
  });
  // The people, events and works of the topic, on the first day, in the step after the topic's own activity.
  const naming = index === 0 ? named(context) : "";
  const namedIn = core[1] ?? core[0];
  if (naming && namedIn) namedIn.teacher = `${namedIn.teacher}${naming}`;
  // The day's focus goes in after the teacher's instructions are applied, so every day's steps are its own.
  // The key idea the day starts on: what its exit check asks for, and the next day's recall.
  const started = ideas.flat()[0];
  const adapted = adaptSteps(context, [
    starter(context, index, previous, recalled),
    ...core,
    exit(context, stage, focus, index, started),
  ]);
  // The last block's last main step has students make what the objectives ask for (older than the early years).
  if (index === count - 1 && context.band !== "early") {
    const lastCore = adapted.filter((step) => step.kind === "core").at(-1);
    if (lastCore) {
      const { verb, text, product } = createObjective(context);
      // A frame's keyword slots are the teacher's to fill: students use the keywords on the board.
      const made = context.framed ? `${product}, using ${used(context, "")}` : text;
      lastCore.students = `${lastCore.students} To finish, they ${lowerFirst(verb)} ${made}.`;
    }
  }
  const steps = shapedByEducator(context, adapted, index).map((step) =>
    focus && step.kind === "core" ? { ...step, teacher: `${step.teacher} Today's focus: ${focus}.` } : step,
  );
  const weights = steps.map((step) => step.weight);
  // A quiz the teacher timed ("a 10-minute quiz") takes its minutes at the end of the last block, when it
  // leaves the rest at least half the block (else the plan reports that it could not, among its instructions).
  const timed = index === count - 1 ? quizMinutes(context, minutes) : undefined;
  const goal = focus
    ? context
        .fill(STAGE_GOALS[stage as Exclude<Stage, "only">], index)
        .replaceAll("{focus}", focus)
        .replaceAll("{previous}", previous ?? focus)
    : undefined;
  const split =
    timed !== undefined
      ? [...withinLimit(splitMinutes(minutes - timed, weights.slice(0, -1)), context.band), timed]
      : withinLimit(splitMinutes(minutes, weights), context.band);
  return {
    steps: steps.map((step, at): TimedStep => ({ ...step, minutes: split[at] ?? 0 })),
    goal,
    activities: [...(own ? [own.name] : []), ...chosen.map((activity) => activity.name)],
    own,
    chosen,
    started,
  };
}

/**
 * Minutes split by weight, with no step longer than the band sits through (as the plan checker's age
 * rules have it): a step over the limit gives its extra minutes, one at a time, to the shortest steps (a
 * block with few activities for its length).
 */
function withinLimit(minutes: number[], band: LessonContext["band"]) {
  const limit = STEP_LIMIT[band];
  const parts = [...minutes];
  for (let at = 0; at < parts.length; at += 1) {
    while ((parts[at] ?? 0) > limit) {
      const shortest = parts.indexOf(Math.min(...parts));
      if ((parts[shortest] ?? limit) >= limit) return parts;
      parts[at] = (parts[at] ?? 0) - 1;
      parts[shortest] = (parts[shortest] ?? 0) + 1;
    }
  }
  return parts;
}

/** The minutes the teacher asked the quiz to take, when they fit in a block of `minutes`. */
export function quizMinutes(context: LessonContext, minutes: number) {
  const asked = context.instructions.recognized.find(
    (instruction) => instruction.kind === "quiz" && instruction.minutes,
  )?.minutes;
  return asked !== undefined && asked <= minutes / 2 ? asked : undefined;
}

/** One block of the flow: the single lesson, or one day or session with its own goal. */
type FlowBlock = { label: string | null; minutes: number; goal?: string; steps: TimedStep[] };

/** Words of a step or a misconception long enough, and not the topic's own, to tell which step meets it. */
const matchWords = (text: string, common: ReadonlySet<string>) =>
  new Set(contentWords(text).filter((word) => word.length >= 4 && !common.has(word)));

/**
 * The step each misconception is met in: the main step that already works most on what addressing it
 * asks (the words of the address in the step's), else the main steps in turn; that step's teacher is
 * told how to address it, so the step the plan names does it. A frame's misconception slot is met in its
 * main step. Returns the step's name per misconception.
 */
function addressMisconceptions(context: LessonContext, blocks: FlowBlock[]) {
  const cores = blocks.flatMap((block) => block.steps.filter((step) => step.kind === "core"));
  const firstCores = blocks[0]?.steps.filter((step) => step.kind === "core") ?? [];
  const common = new Set(contentWords(context.brief.topic));
  // One misconception to a step, so that a teacher reads each step at a glance: a step takes a second only
  // when every main step has one.
  const used = new Map<Step, number>();
  return context.misconceptions.map((misconception, index) => {
    if (misconception.slot) {
      const main = firstCores[0];
      if (!main) return "";
      main.teacher = `${main.teacher} Put right here the misconception you add under Common Misconceptions.`;
      return main.name;
    }
    const asked = matchWords(`${misconception.address} ${misconception.belief}`, common);
    const shared = (step: Step) =>
      [...matchWords(`${step.name} ${step.teacher} ${step.students}`, common)].filter((word) => asked.has(word)).length;
    const fewest = Math.min(...cores.map((step) => used.get(step) ?? 0));
    const free = (step: Step | undefined) => step !== undefined && (used.get(step) ?? 0) === fewest;
    const [best] = pickBest(cores.filter(free), shared, 1);
    const firstFree = firstCores.filter(free);
    const fallback = firstFree[index % Math.max(1, firstFree.length)];
    const step = best && shared(best) >= 2 ? best : (fallback ?? best);
    if (!step) return "";
    used.set(step, (used.get(step) ?? 0) + 1);
    step.teacher = `${step.teacher} Meet the belief that ${asClause(misconception.belief, context.known)} here: ${lowerStart(misconception.address, context.known)}`;
    return step.name;
  });
}

/**
 * The timed flow: one block, or one per day or session with its own goal; minutes add up exactly. With
 * it, the step each misconception is addressed in, the first block's steps, which the objectives,
 * assessment and philosophy name, and the topic's and the scaffold's activities it uses (their equipment and
 * safety are the plan's).
 */
export function lessonFlow(context: LessonContext, timing: LessonTiming) {
  const earlier = new Set<string>();
  let recalled: Idea | undefined;
  const all = flowBlocks(timing);
  const used: TopicActivity[] = [];
  const scaffoldActivities: Activity[] = [];
  const blocks = all.map((block, index): FlowBlock => {
    const stage = stageOf(index, all.length);
    const { steps, goal, activities, own, chosen, started } = blockSteps(
      context,
      stage,
      block.minutes,
      index,
      all.length,
      { earlier, recalled },
    );
    recalled = started;
    for (const name of activities) earlier.add(name);
    if (own) used.push(own);
    scaffoldActivities.push(...chosen.filter((activity) => !scaffoldActivities.includes(activity)));
    return { label: block.label, minutes: block.minutes, goal: goal && `${context.learners} ${goal}.`, steps };
  });
  const addressedIn = addressMisconceptions(context, blocks);
  return { blocks, addressedIn, first: blocks[0]?.steps ?? [], topicActivities: used, scaffoldActivities };
}
