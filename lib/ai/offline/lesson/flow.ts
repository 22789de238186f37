import { STEP_LIMIT } from "@/lib/lessons/check-age";
import type { Activity } from "@/lib/lessons/scaffolds";
import { general } from "@/lib/lessons/scaffolds/general";
import { flowBlocks, type LessonTiming, splitMinutes } from "@/lib/lessons/timing";
import { contentWords, lowerFirst, pickBest } from "../text";
import { type LessonContext, learnedTerms, usable } from "./context";
import { createObjective } from "./create-objective";
import { adaptSteps } from "./flow-instructions";
import { exitQuiz, keywordFor, meaning } from "./quiz";
import { KIND_ACTIVITIES } from "./topic";

/** A step named inside a sentence: "the “Fair test” step", not "in fair test". */
export const stepRef = (name: string) => `the “${name}” step`;

/** The check that closes a step: the question the teacher asks, and what a student who has understood says. */
export type Check = { question: string; expectedAnswer: string };

export type Step = {
  name: string;
  teacher: string;
  students: string;
  check: Check;
  kind: "starter" | "core" | "exit";
};

/** A step with its minutes in the block. */
export type TimedStep = Step & { minutes: number };

/** The arc of a unit: each day has its own goal and builds on the last. */
export type Stage = "only" | "introduce" | "explore" | "practice" | "apply" | "assess";

const STAGE_GOALS: Record<Exclude<Stage, "only">, string> = {
  introduce: "meet {topic} and learn the keywords, starting from {focus}",
  explore: "explore {focus} in {matter}, building on the last lesson's work on {previous}",
  practice: "practice {focus} in {matter} until it is secure, building on {previous}",
  apply: "apply what they know of {topic} to {focus}",
  assess: "show what they have learned about {topic} in a final task, after reviewing {previous}",
};

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
  const focus = context.fill(focuses[index % focuses.length] ?? "");
  const pass = Math.floor(index / focuses.length);
  return pass === 0 ? focus : `${focus} (pass ${pass + 1}: harder examples, less support)`;
}

function coreCount(context: LessonContext, minutes: number) {
  const base = minutes <= 30 ? 1 : minutes <= 50 ? 2 : minutes <= 75 ? 3 : 4;
  // Five-year-olds need short steps: add steps until none is longer than about a quarter of an hour.
  return context.band === "early" ? Math.max(base, Math.ceil((minutes - 10) / 12)) : base;
}

/** The topic's words in turn: the topic's own terms first, then its keywords. */
const wordAt = (context: LessonContext, position: number) =>
  context.vocabulary[position % context.vocabulary.length] ?? context.topic;

/** Adds a clause to the last sentence of a text, before its full stop (or ends it with one). */
const beforeEnd = (text: string, clause: string) =>
  /[.!?]$/.test(text) ? text.replace(/([.!?])$/, `${clause}$1`) : `${text}${clause}.`;
/** Adds a clause to the first sentence of a text, before its full stop. */
const afterFirst = (text: string, clause: string) => text.replace(/^(.*?)([.!?])(\s|$)/, `$1${clause}$2$3`);

/** How a check listens for a step's word, in turn, so that a plan's checks do not all end alike. */
const LISTENING: readonly ((word: string) => string)[] = [
  (word) => `, listening for *${word}* used correctly`,
  (word) => `, and note who uses *${word}* accurately in their own words`,
  (word) => `; a student who can use *${word}* in a new sentence has it`,
];

/** What a student who has the step's word says, in turn. */
const USING: readonly ((word: string, meant: string) => string)[] = [
  (word, meant) => `They use *${word}* correctly, to mean ${meant}.`,
  (word, meant) => `In their own words, they use *${word}* to mean ${meant}.`,
  (word, meant) => `A new sentence of theirs uses *${word}* to mean ${meant}.`,
];

/** The answer a check listens for: the step's word used with its meaning (a keyword's), or at least accurately. */
function expectedUse(context: LessonContext, word: string, position: number) {
  const keyword = keywordFor(context, word);
  if (!keyword) return `They use *${word}* accurately in what they say about ${context.profile.matter}.`;
  const say = USING[position % USING.length] ?? USING[0];
  return say ? say(word, meaning(context, keyword)) : "";
}

/** A step's check: its question, listening for the step's word, and the answer that uses the word as it means. */
function listeningFor(context: LessonContext, question: string, word: string, position: number): Check {
  return {
    question: question.endsWith("?")
      ? `${question} Listen for *${word}* in the answers about ${context.profile.matter}.`
      : beforeEnd(question, LISTENING[position % LISTENING.length]?.(word) ?? ""),
    expectedAnswer: expectedUse(context, word, position),
  };
}

/**
 * A scaffold's activity, tied to this topic: it works on what the topic is about, and each step takes
 * one of the topic's words in turn as its focus: the teacher puts it on the board, students use it with one more,
 * and the check listens for it, used with its meaning.
 */
function fromActivity(activity: Activity, context: LessonContext, kind: Step["kind"], position: number): Step {
  const about = (text: string) => context.fill(text.replaceAll("{topic}", "{matter}"));
  const focus = wordAt(context, 2 * position);
  const other = wordAt(context, 2 * position + 1);
  const teacher = about(activity.teacher);
  const check = about(activity.check);
  return {
    name: context.fill(activity.name),
    teacher: /^[^.!]*\?/.test(teacher)
      ? `${teacher} Put *${focus}* on the board.`
      : afterFirst(
          teacher,
          context.band === "early" ? `, holding up a picture card for *${focus}*` : `, with *${focus}* on the board`,
        ),
    students: beforeEnd(
      about(activity.students),
      focus === other ? `, using the word *${focus}*` : `, using the words *${focus}* and *${other}*`,
    ),
    // The check listens for the step's word that has a meaning to give: the focus, else the other word.
    check: listeningFor(context, check, keywordFor(context, focus) ? focus : other, position),
    kind,
  };
}

/** Core activities for a block: the subject's first, then general ones, never twice in one block. */
function corePool(context: LessonContext, stage: Stage) {
  const { scaffold } = context;
  const order = (activities: readonly Activity[]) =>
    // An activity made for the topic's own words (filling and pouring for capacity) comes before general ones.
    context.rank(
      usable(activities, context),
      (activity) => activity.topics ?? [],
      (activity) => activity.name,
    );
  const applied = stage === "apply" || stage === "assess";
  // A cycle made for the kind of topic (a skill, a process, an event…) follows the subject's first one.
  const kind = usable(KIND_ACTIVITIES[context.profile.kind], context);
  const [lead, ...cycles] = order(scaffold.cycles);
  // A lesson with an activity made for its topic keeps to the subject's own, before the kind's general one.
  const topical = lead?.topics !== undefined;
  const subject = applied
    ? [...order(scaffold.applications), ...order(scaffold.cycles), ...kind]
    : topical
      ? [lead, ...cycles, ...kind, ...order(scaffold.applications)]
      : [...(lead ? [lead] : []), ...kind, ...cycles, ...order(scaffold.applications)];
  const fallback = scaffold === general ? [] : [...order(general.cycles), ...order(general.applications)];
  return [...subject, ...fallback].filter(
    (activity, index, all) => all.findIndex((other) => other.name === activity.name) === index,
  );
}

function starter(context: LessonContext, index: number, previous: string | undefined): Step {
  const { matter } = context.profile;
  if (previous !== undefined) {
    const word = wordAt(context, index);
    return {
      name: `Recall: ${previous}`,
      teacher: `Ask three quick questions on the last lesson's work on ${previous} in ${matter}, then share today's goal. Note who could not recall ${previous} in ${matter} and sit with them during the next step.`,
      students:
        context.band === "early"
          ? `Answer aloud or show the answer with objects or fingers, saying the word *${word}*.`
          : `Answer from memory on mini whiteboards, then check with a partner how each of them used *${word}*.`,
      check: {
        question: `What did the last lesson show about ${previous} in ${matter}?`,
        expectedAnswer: expectedUse(context, word, index),
      },
      kind: "starter",
    };
  }
  const [first] = context
    .rank(
      usable(context.scaffold.starters, context),
      () => [],
      (activity) => activity.name,
    )
    .slice(index);
  const fallback = usable(general.starters, context)[0];
  const chosen = first ?? fallback;
  if (!chosen) throw new Error(`no starter for ${context.band}`);
  return fromActivity(chosen, context, "starter", index);
}

function exit(context: LessonContext, stage: Stage, focus: string | undefined): Step {
  const spoken = context.spoken;
  const [misconception] = context.misconceptions;
  // A work read ("Of Mice and Men by John Steinbeck") has no term of its own to learn: the subject's words stand in.
  const [term = context.keywords[1]?.term ?? context.keywords[0]?.term ?? context.topic] = learnedTerms(
    context.profile,
  );
  const { matter } = context.profile;
  const word = context.keywords[0]?.term ?? term;
  // "the words *photosynthesis* and *photosynthesis*" names one word.
  const words = term === word ? `the word *${word}*` : `the words *${term}* and *${word}*`;
  const used = term === word ? `*${word}*` : `*${term}* and *${word}*`;
  const followUp = misconception
    ? `If anyone still thinks ${misconception.belief}, start the next lesson with this: ${lowerFirst(misconception.address)}`
    : "Sort answers into got it, nearly and not yet, and plan the next lesson from the not-yet group.";
  // A lesson of physical activity ends with the cool-down its safety notes promise, every day.
  const moving = context.scaffold.key === "physical-education";
  const coolDown = (text: string) =>
    moving
      ? `Lead a cool-down of slow walking and gentle stretches for the muscles used, then ${lowerFirst(text)}`
      : text;
  if (stage === "only" || stage === "assess" || focus === undefined) {
    const [opening] = exitQuiz(context);
    const teacher = spoken
      ? `Gather the ${context.learners} in a circle and ask the exit quiz aloud, one question at a time, listening for the word *${word}*.`
      : `Give the exit quiz, whose first question is about ${misconception ? `the belief that ${misconception.belief}` : context.topic}.`;
    return {
      name: `${moving ? "Cool-down and " : ""}${spoken ? "show-me circle" : "exit quiz"}`.replace(/^./, (first) =>
        first.toUpperCase(),
      ),
      teacher: `${coolDown(teacher)} ${followUp}`,
      students: spoken
        ? `Answer by saying, pointing or showing with objects, using ${words}.`
        : `Answer on their own, then check with a partner how each of them used ${used}.`,
      check: {
        question: opening?.question ?? `What is one thing you learned about ${matter} today?`,
        expectedAnswer: opening?.answer ?? expectedUse(context, word, 0),
      },
      kind: "exit",
    };
  }
  const checked = wordAt(context, focus.length);
  return {
    name: `${moving ? "Cool-down and exit check" : "Exit check"}: ${focus}`,
    teacher: `${coolDown(`Ask one question about ${matter} that shows whether today's work on ${focus} is secure.`)} Group the answers to decide who needs more time on ${focus} in ${matter} next lesson.`,
    students: spoken
      ? `Show their answer about ${matter} with a thumbs up, a drawing in the air, or objects.`
      : `Answer on a sticky note, using *${checked}*, and post it by the door.`,
    check: {
      question: `What did today's work on ${focus} show you about ${matter}?`,
      expectedAnswer: expectedUse(context, checked, focus.length),
    },
    kind: "exit",
  };
}

/** A method in which students ask, inquire or find out for themselves. */
const STUDENTS_LEAD =
  /\b(?:questions?|inquiry|problem-posing|investigat\w*|hypothes[ie]s|discover\w*|dialogue|let (?:students|children|them) (?:propose|find|work out|decide|lead))\b/i;
/** A step in which the teacher explains or shows first. */
const TEACHER_TELLS = /^(?:Explain|Model|Tell|Present|Demonstrate|Lecture|Show how)\b/;

/** The educator's methods shape the main steps: how each is run, not only what it is called. */
function shapedByEducator(context: LessonContext, steps: Step[], index: number): Step[] {
  const methods = context.lens.methods;
  // One method that fits is applied in one step, not described twice.
  const distinct = methods[0] === methods[1] ? 1 : 2;
  const assigned = new Map<Step, (typeof methods)[number]>();
  for (let slot = 0; slot < distinct; slot++) {
    const method = methods[(index + slot) % 2] ?? methods[0];
    const free = steps.filter((step) => step.kind === "core" && !assigned.has(step));
    // A method where students ask or find out goes in a step they do, not one where the teacher explains.
    const asks = method && STUDENTS_LEAD.test(`${method.name} ${method.description}`);
    const step = free.find((each) => !asks || !TEACHER_TELLS.test(each.teacher)) ?? free[0];
    if (step && method) assigned.set(step, method);
  }
  return steps.map((step) => {
    const method = assigned.get(step);
    if (!method) return step;
    // The method is described once, on the first day; later days name it.
    const how = index === 0 ? `: ${lowerFirst(method.description)}` : ", as on the first day.";
    const lead = `In ${stepRef(step.name)}, use ${context.educator.name}'s *${lowerFirst(method.name)}*`;
    return { ...step, teacher: `${step.teacher} ${lead}${how}` };
  });
}

function blockSteps(
  context: LessonContext,
  stage: Stage,
  minutes: number,
  index: number,
  count: number,
  earlier: ReadonlySet<string> = new Set(),
) {
  const focus = count > 1 ? focusOf(context, index) : undefined;
  const previous = index > 0 ? focusOf(context, index - 1) : undefined;
  const cores = coreCount(context, minutes);
  // A later day's pool is ordered for its stage, so its turn in the pool could land on an earlier day's
  // activity ("Fair test" on day 1 and again on day 2): activities not yet used come first.
  const whole = corePool(context, stage);
  const fresh = whole.filter((activity) => !earlier.has(activity.name));
  const pool = fresh.length >= cores ? fresh : whole;
  const start = pool === fresh ? 0 : index * cores;
  const chosen = Array.from({ length: cores }, (_, slot) => pool[(start + slot) % pool.length]).filter(
    (activity, slot, all): activity is Activity => activity !== undefined && all.indexOf(activity) === slot,
  );
  const core = chosen.map((activity, slot) => fromActivity(activity, context, "core", index * cores + slot + 1));
  // The day's focus goes in after the teacher's instructions are applied, so every day's steps are its own.
  const adapted = adaptSteps(context, [starter(context, index, previous), ...core, exit(context, stage, focus)]);
  // The last block's last main step has students make what the objectives ask for (older than the early years).
  if (index === count - 1 && context.band !== "early") {
    const lastCore = adapted.filter((step) => step.kind === "core").at(-1);
    if (lastCore) {
      const { verb, text } = createObjective(context);
      lastCore.students = `${lastCore.students} To finish, they ${lowerFirst(verb)} ${text}.`;
    }
  }
  const steps = shapedByEducator(context, adapted, index).map((step) =>
    focus && step.kind === "core"
      ? { ...step, teacher: `${step.teacher} Today's focus: ${focus}, in ${context.profile.matter}.` }
      : step,
  );
  const weights = steps.map((step) => (step.kind === "core" ? 2.5 : 1));
  // A quiz the teacher timed ("a 10-minute quiz") takes its minutes at the end of the last block, when it
  // leaves the rest at least half the block (else the plan reports that it could not, among its instructions).
  const timed = index === count - 1 ? quizMinutes(context, minutes) : undefined;
  const goal = focus
    ? context
        .fill(STAGE_GOALS[stage as Exclude<Stage, "only">])
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
    activities: chosen.map((activity) => activity.name),
  };
}

/** The longest step each band sits through, in minutes (as the plan checker's age rules have it). */
/**
 * Minutes split by weight, with no step longer than the band sits through: a step over the limit gives
 * its extra minutes, one at a time, to the shortest steps (a block with few activities for its length).
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

/** Words too common in a lesson's steps to tell which one a misconception is met in. */
const matchWords = (text: string, common: ReadonlySet<string>) =>
  new Set(contentWords(text).filter((word) => word.length >= 4 && !common.has(word)));

/**
 * The step each misconception is met in: the main step that already works most on what addressing it
 * asks (the words of the address in the step's), else the main steps in turn; that step's teacher is
 * told how to address it, so the step the plan names does it. Returns the step's name per misconception.
 */
function addressMisconceptions(context: LessonContext, blocks: FlowBlock[]) {
  const cores = blocks.flatMap((block) => block.steps.filter((step) => step.kind === "core"));
  const firstCores = blocks[0]?.steps.filter((step) => step.kind === "core") ?? [];
  const common = new Set(context.profile.terms.flatMap((term) => contentWords(term)));
  const used = new Set<TimedStep>();
  return context.misconceptions.map((misconception, index) => {
    const asked = matchWords(`${misconception.address} ${misconception.belief}`, common);
    const shared = (step: Step) =>
      [...matchWords(`${step.name} ${step.teacher} ${step.students}`, common)].filter((word) => asked.has(word))
        .length - (used.has(step as TimedStep) ? 1 : 0);
    const [best] = pickBest(cores, shared, 1);
    const fallback = firstCores[index % Math.max(1, firstCores.length)];
    const step = best && shared(best) >= 2 ? best : (fallback ?? best);
    if (!step) return "";
    used.add(step);
    step.teacher = `${step.teacher} Meet the belief that ${misconception.belief} here: ${lowerFirst(misconception.address)}`;
    return step.name;
  });
}

/**
 * The timed flow: one block, or one per day or session with its own goal; minutes add up exactly. With
 * it, the step each misconception is addressed in, and the first block's steps, which the objectives,
 * assessment and philosophy name.
 */
export function lessonFlow(context: LessonContext, timing: LessonTiming) {
  const earlier = new Set<string>();
  const all = flowBlocks(timing);
  const blocks = all.map((block, index): FlowBlock => {
    const stage = stageOf(index, all.length);
    const { steps, goal, activities } = blockSteps(context, stage, block.minutes, index, all.length, earlier);
    for (const name of activities) earlier.add(name);
    return { label: block.label, minutes: block.minutes, goal: goal && `${context.learners} ${goal}.`, steps };
  });
  const addressedIn = addressMisconceptions(context, blocks);
  return { blocks, addressedIn, first: blocks[0]?.steps ?? [] };
}
