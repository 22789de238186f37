import type { Activity } from "@/lib/lessons/scaffolds";
import { general } from "@/lib/lessons/scaffolds/general";
import { flowBlocks, type LessonTiming, splitMinutes } from "@/lib/lessons/timing";
import { lowerFirst } from "../text";
import { type LessonContext, learnedTerms, usable } from "./context";
import { createObjective } from "./create-objective";
import { adaptSteps } from "./flow-instructions";
import { KIND_ACTIVITIES } from "./topic";

/** A step named inside a sentence: "the “Fair test” step", not "in fair test". */
export const stepRef = (name: string) => `the “${name}” step`;

export type Step = {
  name: string;
  teacher: string;
  students: string;
  check: string;
  kind: "starter" | "core" | "exit";
};

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

/**
 * A scaffold's activity, tied to this topic: it works on what the topic is about, and each step takes
 * one of the topic's words in turn as its focus: the teacher puts it on the board, students use it with one more,
 * and the check listens for it.
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
    check: check.endsWith("?")
      ? `${check} Listen for *${focus}* in the answers about ${context.profile.matter}.`
      : beforeEnd(check, LISTENING[position % LISTENING.length]?.(focus) ?? ""),
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
      teacher: `Ask three quick questions on the last lesson's work on ${previous} in ${matter}, then share today's goal.`,
      students:
        context.band === "early"
          ? `Answer aloud or show the answer with objects or fingers, saying the word *${word}*.`
          : `Answer from memory on mini whiteboards, then check with a partner how each of them used *${word}*.`,
      check: `Note who could not recall ${previous} in ${matter} and sit with them during the next step.`,
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
    const teacher = spoken
      ? `Gather the ${context.learners} in a circle and ask the spoken exit questions in the Assessment section, starting with the word *${word}*.`
      : `Give the exit quiz in the Assessment section, whose first question is about ${misconception ? `the belief that ${misconception.belief}` : context.topic}.`;
    return {
      name: `${moving ? "Cool-down and " : ""}${spoken ? "show-me circle" : "exit quiz"}`.replace(/^./, (first) =>
        first.toUpperCase(),
      ),
      teacher: coolDown(teacher),
      students: spoken
        ? `Answer by saying, pointing or showing with objects, using ${words}.`
        : `Answer on their own, then check with a partner how each of them used ${used}.`,
      check: followUp,
      kind: "exit",
    };
  }
  return {
    name: `${moving ? "Cool-down and exit check" : "Exit check"}: ${focus}`,
    teacher: coolDown(`Ask one question about ${matter} that shows whether today's work on ${focus} is secure.`),
    students: spoken
      ? `Show their answer about ${matter} with a thumbs up, a drawing in the air, or objects.`
      : `Answer on a sticky note, using *${wordAt(context, focus.length)}*, and post it by the door.`,
    check: `Group the answers to decide who needs more time on ${focus} in ${matter} next lesson.`,
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
  // leaves the rest at least half the block (else the plan says it could not, under Your Instructions).
  const timed = index === count - 1 ? quizMinutes(context, minutes) : undefined;
  const goal = focus
    ? context
        .fill(STAGE_GOALS[stage as Exclude<Stage, "only">])
        .replaceAll("{focus}", focus)
        .replaceAll("{previous}", previous ?? focus)
    : undefined;
  return {
    steps,
    minutes:
      timed !== undefined
        ? [...splitMinutes(minutes - timed, weights.slice(0, -1)), timed]
        : splitMinutes(minutes, weights),
    goal,
    activities: chosen.map((activity) => activity.name),
  };
}

/** The minutes the teacher asked the quiz to take, when they fit in a block of `minutes`. */
export function quizMinutes(context: LessonContext, minutes: number) {
  const asked = context.instructions.recognized.find(
    (instruction) => instruction.kind === "quiz" && instruction.minutes,
  )?.minutes;
  return asked !== undefined && asked <= minutes / 2 ? asked : undefined;
}

const learnersLabel = (context: LessonContext) => (context.band === "early" ? "Children" : "Students");

function renderSteps(context: LessonContext, steps: Step[], minutes: number[]) {
  return steps
    .map(
      (step, index) =>
        `${index + 1}. **${step.name}** (${minutes[index]} min)\n   - *Teacher:* ${step.teacher}\n   - *${learnersLabel(context)}:* ${step.students}\n   - *Check for understanding:* ${step.check}`,
    )
    .join("\n");
}

/** The timed flow: one block, or one per day or session with its own goal; minutes add up exactly. */
export function lessonFlow(context: LessonContext, timing: LessonTiming) {
  const blocks = flowBlocks(timing);
  if (blocks.length === 1) {
    const { steps, minutes } = blockSteps(context, "only", blocks[0]?.minutes ?? 45, 0, 1);
    return { markdown: renderSteps(context, steps, minutes), first: steps };
  }
  let first: Step[] = [];
  const earlier = new Set<string>();
  const markdown = blocks
    .map((block, index) => {
      const stage = stageOf(index, blocks.length);
      const { steps, minutes, goal, activities } = blockSteps(
        context,
        stage,
        block.minutes,
        index,
        blocks.length,
        earlier,
      );
      for (const name of activities) earlier.add(name);
      if (index === 0) first = steps;
      const title = `${stage.charAt(0).toUpperCase()}${stage.slice(1)}`;
      return `### ${block.label} (${block.minutes} min): ${title}\n\n**Goal:** ${context.learners} ${goal}.\n\n${renderSteps(context, steps, minutes)}`;
    })
    .join("\n\n");
  return { markdown, first };
}
