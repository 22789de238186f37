/**
 * A lesson plan object rendered as Markdown: the `content` every plan stores (the spec's field), the
 * text the page shows and prints. One renderer serves a finished plan and a plan still streaming in:
 * it renders the plan field by field, and array item by item, in the schema's order, and renders a
 * piece only once it is complete, so what it has written is always a prefix of the final Markdown and
 * each piece is rendered once (no work grows with the square of the plan).
 */
import type { OpenString } from "@/lib/ai/json-stream";
import type { Day, LessonPlan, QuizQuestion, Step } from "@/shared/plan-schema";
import { PLAN_PARTS, type PlanPart } from "./plan-parts";

/**
 * One line of model text: every run of white space (line and paragraph separators too) folded into one
 * space, and a heading, quote or list marker at its start escaped, so no text opens a block of its own.
 */
const line = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^([#>*+-])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");

/** The letter of a quiz option: a, b, c… (the handouts set it as a capital for a child to circle). */
export const optionLetter = (index: number) => String.fromCharCode(97 + index);

/**
 * A quiz question's options, lettered, the answer placed among its distractors by the question's number; and
 * the answer's option (none for a short answer). The plan's page, its Word file and the lesson pack all read it.
 */
export function letteredOptions(question: QuizQuestion, index: number) {
  const texts = [...question.distractors];
  if (texts.length > 0) texts.splice(index % (texts.length + 1), 0, question.answer);
  const options = texts.map((text, at) => ({ letter: optionLetter(at), text }));
  return { options, answer: options.find((option) => option.text === question.answer) };
}

function quizItem(question: QuizQuestion, index: number) {
  const { options, answer } = letteredOptions(question, index);
  const lines = [`${index + 1}. ${line(question.question)}`];
  for (const option of options) lines.push(`   - (${option.letter}) ${line(option.text)}`);
  lines.push(`   - *Answer:* ${answer ? `(${answer.letter}) ` : ""}${line(question.answer)}`);
  return `${lines.join("\n")}\n`;
}

/** A step's slide text that begins so is written on the board: the plan's room has no projector or screen. */
export const ON_THE_BOARD = "On the board: ";

/** Where the class sees a step's text, and the text: "Board" when it is written on the board, else "Slide". */
export const shownOn = (step: Pick<Step, "slideText">) =>
  step.slideText.startsWith(ON_THE_BOARD)
    ? { label: "Board", text: step.slideText.slice(ON_THE_BOARD.length) }
    : { label: "Slide", text: step.slideText };

function stepItem(step: Step, index: number) {
  const shown = shownOn(step);
  return `${index + 1}. **${line(step.title)}** (${step.minutes} min)
   - *Teacher:* ${line(step.teacher)}
   - *Students:* ${line(step.students)}
   - *${shown.label}:* ${line(shown.text)}
   - *Check for understanding:* ${line(step.check.question)} *Expected answer:* ${line(step.check.expectedAnswer)}
`;
}

const dayHeader = (day: Pick<Day, "label" | "minutes" | "goal">) =>
  `\n### ${line(day.label)} (${day.minutes} min)\n\n**Goal:** ${line(day.goal)}\n\n`;

/** The section headings, each with the part a teacher refines under it. */
export function planHeadings(educator: string): { part: PlanPart; heading: string }[] {
  return [
    { part: "lens", heading: `Through ${educator}'s Eyes` },
    { part: "objectives", heading: "Learning Outcome and Objectives" },
    { part: "keywords", heading: "Prior Knowledge and Keywords" },
    { part: "misconceptions", heading: "Common Misconceptions" },
    { part: "materials", heading: "Materials and Safety" },
    { part: "starterQuiz", heading: "Starter Quiz" },
    { part: "steps", heading: "Lesson Flow" },
    { part: "differentiation", heading: "Differentiation" },
    { part: "assessment", heading: "Assessment" },
    { part: "exitQuiz", heading: "Exit Quiz" },
    { part: "philosophy", heading: `How ${educator}'s Philosophy Shapes This Lesson` },
  ];
}

/** The heading a part is rendered under. */
export const partHeading = (educator: string, part: PlanPart) =>
  planHeadings(educator).find((entry) => entry.part === part)?.heading ?? part;

const section = (heading: string) => `\n## ${heading}\n\n`;

type ListField = { [K in keyof LessonPlan]: LessonPlan[K] extends unknown[] ? K : never }[keyof LessonPlan];
type ItemOf<K extends ListField> = LessonPlan[K] extends (infer T)[] ? T : never;

/** How each field is written: a whole value at once, a list item by item, or the days step by step. */
type FieldRenderer =
  | { kind: "whole"; field: keyof LessonPlan; render: (plan: LessonPlan, educator: string) => string }
  | {
      kind: "list";
      field: ListField;
      item: (value: unknown, index: number) => string;
      /** Written with the first item (nothing for an empty list), or as soon as the list opens when `always`. */
      header: string;
      always: boolean;
    }
  | { kind: "days"; field: "days" };

const whole = <K extends keyof LessonPlan>(
  field: K,
  render: (value: LessonPlan[K], plan: LessonPlan, educator: string) => string,
): FieldRenderer => ({ kind: "whole", field, render: (plan, educator) => render(plan[field], plan, educator) });

const list = <K extends ListField>(
  field: K,
  item: (value: ItemOf<K>, index: number) => string,
  { header = "", always = false } = {},
): FieldRenderer => ({ kind: "list", field, item: item as (value: unknown, index: number) => string, header, always });

const FIELDS: FieldRenderer[] = [
  whole("title", (title) => `# ${line(title)}\n`),
  whole("note", (note) => (note.trim() ? `\n*${line(note)}*\n` : "")),
  whole("subject", () => ""),
  whole("gradeLevel", () => ""),
  whole("topic", () => ""),
  whole("duration", (duration) => `\n*Length: ${line(duration)}*\n`),
  whole("lens", (lens, _plan, educator) => {
    const methods = lens.methods.map((method) => `- *${line(method.name)}*: ${line(method.description)}`);
    return `${section(`Through ${educator}'s Eyes`)}${educator} would come to this lesson with this idea, paraphrased from *${line(lens.work)}* (${line(lens.year)}):

> ${line(lens.idea)}

${line(lens.why)}
${methods.length ? `\n**Methods this lesson uses:**\n\n${methods.join("\n")}\n` : ""}`;
  }),
  whole(
    "learningOutcome",
    (outcome) => `${section("Learning Outcome and Objectives")}**Learning outcome:** ${line(outcome)}\n\n`,
  ),
  list(
    "objectives",
    (objective) =>
      `- **${line(objective.verb)}** ${line(objective.text)} *Success criterion:* ${line(objective.successCriterion)}\n`,
  ),
  whole(
    "priorKnowledge",
    (prior) => `${section("Prior Knowledge and Keywords")}**Prior knowledge:** ${line(prior)}\n\n`,
  ),
  list("keywords", (keyword) => `- **${line(keyword.term)}**: ${line(keyword.definition)}\n`, {
    header: "**Keywords:**\n\n",
  }),
  list(
    "misconceptions",
    (misconception) =>
      `- *${line(misconception.belief)}* **Correct idea:** ${line(misconception.correction)} **How the lesson addresses it:** ${line(misconception.howAddressed)} (the “${line(misconception.step)}” step)\n`,
    { header: section("Common Misconceptions"), always: true },
  ),
  list("materials", (material) => `- ${line(material)}\n`, { header: section("Materials and Safety"), always: true }),
  list("safetyNotes", (note) => `- ${line(note)}\n`, { header: "\n**Safety notes:**\n\n" }),
  list("starterQuiz", quizItem, { header: section("Starter Quiz"), always: true }),
  list("steps", stepItem, { header: section("Lesson Flow"), always: true }),
  { kind: "days", field: "days" },
  whole(
    "differentiation",
    (d) => `${section("Differentiation")}- **Support:** ${line(d.support)}
- **Stretch:** ${line(d.stretch)}
- **Special educational needs:** ${line(d.specialEducationalNeeds)}
- **Multilingual learners:** ${line(d.multilingualLearners)}
`,
  ),
  list("assessment", (entry) => `- **${line(entry.objective)}:** ${line(entry.evidence)}\n`, {
    header: section("Assessment"),
    always: true,
  }),
  list("exitQuiz", quizItem, { header: section("Exit Quiz"), always: true }),
  whole(
    "philosophy",
    (
      p,
      _plan,
      educator,
    ) => `${section(`How ${educator}'s Philosophy Shapes This Lesson`)}- **Objectives:** ${line(p.objectives)}
- **Materials:** ${line(p.materials)}
- **Lesson flow:** ${line(p.lessonFlow)}
- **Differentiation:** ${line(p.differentiation)}
- **Assessment:** ${line(p.assessment)}

**A question to reflect on:** *${line(p.reflectionQuestion)}*
`,
  ),
  list(
    "instructions",
    (entry) => `- “${line(entry.instruction)}”: ${entry.applied ? "applied" : "not applied"}. ${line(entry.where)}\n`,
    { header: section("Your Instructions") },
  ),
];

/** A plan still arriving: any field may be missing, and only what `isClosed` says is complete is final. */
export type PartialPlan = { [K in keyof LessonPlan]?: unknown };

/**
 * Renders a plan as it arrives. `advance` takes the partial plan and a test of completeness and returns
 * the Markdown that has become final since the last call. Fields are taken in the schema's order; a
 * field that has not begun stops the rendering there until it does.
 */
export class PlanRenderer {
  /** `educator`: the catalogue's name for the headings, whatever a model wrote in the lens (the stored plan's). */
  constructor(private readonly educator?: string) {}

  private field = 0;
  /** What has been written of the title while it was still arriving. */
  private title = "";
  private item = 0;
  private headerDone = false;
  private dayHeaderDone = false;
  private dayStep = 0;

  advance(partial: PartialPlan, isClosed: (value: unknown) => boolean, open?: OpenString): string {
    const plan = partial as LessonPlan;
    let added = "";
    for (;;) {
      const renderer = FIELDS[this.field];
      if (!renderer) break;
      const value = partial[renderer.field];
      if (value === undefined) {
        added += this.titleSoFar(renderer.field, partial, open);
        break;
      }
      if (renderer.kind === "whole") {
        if (!isClosed(value)) break;
        added += renderer.render(plan, this.educator ?? line(plan.lens?.educator ?? "")).slice(this.title.length);
        this.title = "";
        this.next();
        continue;
      }
      const entries = value as unknown[];
      if (!Array.isArray(entries)) break;
      if (renderer.kind === "list" && renderer.always && !this.headerDone) {
        added += renderer.header;
        this.headerDone = true;
      }
      while (this.item < entries.length) {
        const entry = entries[this.item];
        if (renderer.kind === "days") {
          const day = this.advanceDay(entry as Partial<Day>, isClosed);
          added += day.text;
          if (!day.done) break;
        } else {
          if (!isClosed(entry)) break;
          if (!this.headerDone) {
            added += renderer.header;
            this.headerDone = true;
          }
          added += renderer.item(entry, this.item);
        }
        this.item += 1;
      }
      if (this.item < entries.length || !isClosed(entries)) break;
      this.next();
    }
    return added;
  }

  /**
   * The title as far as it has arrived, so the page shows text from the model's first words: up to its
   * last letter (white space may yet fold into one space), which the whole title will begin with.
   */
  private titleSoFar(field: keyof LessonPlan, partial: PartialPlan, open: OpenString | undefined) {
    if (field !== "title" || open?.parent !== partial || open.key !== "title") return "";
    // As the parser will store it: no NUL, and a surrogate pair's first half waits for its second.
    const arrived = open.text
      .replaceAll("\u0000", "")
      .replace(/[\ud800-\udbff]$/, "")
      .toWellFormed();
    const stable = line(arrived.slice(0, arrived.search(/\s*$/)));
    const text = stable ? `# ${stable}` : "";
    if (text.length <= this.title.length) return "";
    const added = text.slice(this.title.length);
    this.title = text;
    return added;
  }

  private next() {
    this.field += 1;
    this.item = 0;
    this.headerDone = false;
  }

  /** A day's header once its label, minutes and goal are in, then its steps one by one. */
  private advanceDay(day: Partial<Day>, isClosed: (value: unknown) => boolean) {
    let text = "";
    if (!this.dayHeaderDone) {
      const ready = day.label !== undefined && day.minutes !== undefined && day.goal !== undefined;
      if (!ready || (day.steps === undefined && !isClosed(day))) return { text, done: false };
      text += dayHeader(day as Day);
      this.dayHeaderDone = true;
    }
    const steps = day.steps ?? [];
    while (this.dayStep < steps.length && isClosed(steps[this.dayStep])) {
      text += stepItem(steps[this.dayStep] as Step, this.dayStep);
      this.dayStep += 1;
    }
    const done = isClosed(day) && this.dayStep >= steps.length;
    if (done) {
      this.dayHeaderDone = false;
      this.dayStep = 0;
    }
    return { text, done };
  }
}

/** A finished plan's Markdown: the same renderer, with every piece complete (a plan stored before its `note` existed has none). */
export function renderPlan(plan: LessonPlan) {
  return new PlanRenderer().advance({ ...plan, note: plan.note ?? "" }, () => true);
}

/**
 * Renders one part of a plan as it arrives (a refine's answer: an object with that part's fields), as
 * the whole plan's renderer would write it in place: its heading first. Fields beyond the part are
 * never written, whatever the answer holds.
 */
export function partRenderer(plan: LessonPlan, part: PlanPart) {
  const fields: readonly string[] = PLAN_PARTS[part];
  const first = FIELDS.findIndex((renderer) => fields.includes(renderer.field));
  const before = Object.fromEntries(FIELDS.slice(0, first).map(({ field }) => [field, plan[field]]));
  const renderer = new PlanRenderer(line(plan.lens.educator));
  renderer.advance(before, () => true);
  return (partial: unknown, isClosed: (value: unknown) => boolean) => {
    const answer = (partial ?? {}) as Record<string, unknown>;
    const own = Object.fromEntries(fields.filter((field) => field in answer).map((field) => [field, answer[field]]));
    return renderer.advance({ ...before, ...own }, isClosed);
  };
}

/** One part's Markdown, its heading first: what a refine streams and the page puts in place of the old part. */
export function renderPart(plan: LessonPlan, part: PlanPart) {
  return partRenderer(plan, part)(plan, () => true);
}
