/**
 * A lesson plan object rendered as Markdown: the `content` every plan stores (the spec's field), the
 * text the page shows and prints. One renderer serves a finished plan and a plan still streaming in:
 * it renders the plan field by field, and array item by item, in the schema's order, and renders a
 * piece only once it is complete, so what it has written is always a prefix of the final Markdown and
 * each piece is rendered once (no work grows with the square of the plan).
 */
import type { Day, LessonPlan, PlanPart, QuizQuestion, Step } from "./plan-schema";

/** One line of model text: line breaks folded, so no text can open a heading or a list of its own. */
const line = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** A quiz question's options: the answer placed among its distractors by the question's number. */
export function quizOptions(question: QuizQuestion, index: number) {
  if (question.distractors.length === 0) return [];
  const options = [...question.distractors];
  options.splice(index % (options.length + 1), 0, question.answer);
  return options;
}

export const optionLetter = (index: number) => String.fromCharCode(97 + index);

function quizItem(question: QuizQuestion, index: number) {
  const options = quizOptions(question, index);
  const answerAt = options.indexOf(question.answer);
  const lines = [`${index + 1}. ${line(question.question)}`];
  for (const [at, option] of options.entries()) lines.push(`   - (${optionLetter(at)}) ${line(option)}`);
  const answer = answerAt === -1 ? line(question.answer) : `(${optionLetter(answerAt)}) ${line(question.answer)}`;
  lines.push(`   - *Answer:* ${answer}`);
  return `${lines.join("\n")}\n`;
}

function stepItem(step: Step, index: number) {
  return `${index + 1}. **${line(step.title)}** (${step.minutes} min)
   - *Teacher:* ${line(step.teacher)}
   - *Students:* ${line(step.students)}
   - *Slide:* ${line(step.slideText)}
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

type Whole<K extends keyof LessonPlan> = (value: LessonPlan[K], plan: LessonPlan) => string;
type ListOf<K extends keyof LessonPlan> = LessonPlan[K] extends (infer T)[] ? T : never;

/** How each field is written: a whole value at once, or a list item by item (with a header before the items). */
type FieldRenderer =
  | { [K in keyof LessonPlan]: { field: K; whole: Whole<K> } }[keyof LessonPlan]
  | {
      [K in keyof LessonPlan]: {
        field: K;
        /** Written as soon as the list opens (`always`), or with its first item (else nothing for an empty list). */
        header?: (plan: LessonPlan) => string;
        always?: boolean;
        item: (value: ListOf<K>, index: number, plan: LessonPlan) => string;
      };
    }[keyof LessonPlan];

const educatorOf = (plan: LessonPlan) => line(plan.lens.educator);

const FIELDS: FieldRenderer[] = [
  { field: "title", whole: (title) => `# ${line(title)}\n` },
  { field: "subject", whole: () => "" },
  { field: "gradeLevel", whole: () => "" },
  { field: "topic", whole: () => "" },
  { field: "duration", whole: () => "" },
  {
    field: "lens",
    whole: (lens, plan) => {
      const methods = lens.methods.map((method) => `- *${line(method.name)}*: ${line(method.description)}`);
      return `\n*Inspired by ${line(lens.educator)} · ${line(plan.duration)}*
${section(`Through ${line(lens.educator)}'s Eyes`)}${line(lens.educator)} would come to this lesson with this idea, paraphrased from *${line(lens.work)}* (${line(lens.year)}):

> ${line(lens.idea)}

${line(lens.why)}

**Methods this lesson uses:**

${methods.join("\n")}
`;
    },
  },
  {
    field: "learningOutcome",
    whole: (outcome) => `${section("Learning Outcome and Objectives")}**Learning outcome:** ${line(outcome)}\n\n`,
  },
  {
    field: "objectives",
    item: (objective) =>
      `- **${line(objective.verb)}** ${line(objective.text)} *Success criterion:* ${line(objective.successCriterion)}\n`,
  },
  {
    field: "priorKnowledge",
    whole: (prior) => `${section("Prior Knowledge and Keywords")}**Prior knowledge:** ${line(prior)}\n\n`,
  },
  {
    field: "keywords",
    header: () => "**Keywords:**\n\n",
    item: (keyword) => `- **${line(keyword.term)}**: ${line(keyword.definition)}\n`,
  },
  {
    field: "misconceptions",
    header: () => section("Common Misconceptions"),
    always: true,
    item: (misconception) =>
      `- *${line(misconception.belief)}* **Correct idea:** ${line(misconception.correction)} **How the lesson addresses it:** ${line(misconception.howAddressed)} (the “${line(misconception.step)}” step)\n`,
  },
  {
    field: "materials",
    header: () => section("Materials and Safety"),
    always: true,
    item: (material) => `- ${line(material)}\n`,
  },
  { field: "safetyNotes", header: () => "\n**Safety notes:**\n\n", item: (note) => `- ${line(note)}\n` },
  { field: "starterQuiz", header: () => section("Starter Quiz"), always: true, item: quizItem },
  { field: "steps", header: () => section("Lesson Flow"), always: true, item: stepItem },
  {
    field: "days",
    // A day's header and steps are written as they come (see `PlanRenderer.advanceDay`).
    item: (day) => `${dayHeader(day)}${day.steps.map(stepItem).join("")}`,
  },
  {
    field: "differentiation",
    whole: (d) =>
      `${section("Differentiation")}- **Support:** ${line(d.support)}
- **Stretch:** ${line(d.stretch)}
- **Special educational needs:** ${line(d.specialEducationalNeeds)}
- **Multilingual learners:** ${line(d.multilingualLearners)}
`,
  },
  {
    field: "assessment",
    header: () => section("Assessment"),
    always: true,
    item: (entry) => `- **${line(entry.objective)}:** ${line(entry.evidence)}\n`,
  },
  { field: "exitQuiz", header: () => section("Exit Quiz"), always: true, item: quizItem },
  {
    field: "philosophy",
    whole: (p, plan) =>
      `${section(`How ${educatorOf(plan)}'s Philosophy Shapes This Lesson`)}- **Objectives:** ${line(p.objectives)}
- **Materials:** ${line(p.materials)}
- **Lesson flow:** ${line(p.lessonFlow)}
- **Differentiation:** ${line(p.differentiation)}
- **Assessment:** ${line(p.assessment)}

**A question to reflect on:** *${line(p.reflectionQuestion)}*
`,
  },
  {
    field: "instructions",
    header: () => section("Your Instructions"),
    item: (entry) =>
      `- “${line(entry.instruction)}”: ${entry.applied ? "applied" : "not applied"}. ${line(entry.where)}\n`,
  },
];

/** A plan still arriving: any field may be missing, and only what `isClosed` says is complete is final. */
export type PartialPlan = { [K in keyof LessonPlan]?: unknown };

/**
 * Renders a plan as it arrives. `advance` takes the partial plan and a test of completeness and returns
 * the Markdown that has become final since the last call. Fields are taken in the schema's order; a
 * field that has not begun stops the rendering there until it does.
 */
export class PlanRenderer {
  private field = 0;
  private item = 0;
  private headerDone = false;
  private dayHeaderDone = false;
  private dayStep = 0;
  written = "";

  advance(partial: PartialPlan, isClosed: (value: unknown) => boolean): string {
    const plan = partial as LessonPlan;
    let added = "";
    for (;;) {
      const renderer = FIELDS[this.field];
      if (!renderer) break;
      const value = partial[renderer.field];
      if (value === undefined) break;
      if ("whole" in renderer) {
        if (!isClosed(value)) break;
        added += (renderer.whole as Whole<keyof LessonPlan>)(value as never, plan);
        this.next();
        continue;
      }
      const list = value as unknown[];
      if (!Array.isArray(list)) break;
      if (renderer.always && !this.headerDone) {
        added += renderer.header?.(plan) ?? "";
        this.headerDone = true;
      }
      while (this.item < list.length) {
        const entry = list[this.item];
        if (renderer.field === "days") {
          const day = this.advanceDay(entry as Partial<Day>, isClosed, plan);
          added += day.text;
          if (!day.done) break;
        } else {
          if (!isClosed(entry)) break;
          if (!this.headerDone) {
            added += renderer.header?.(plan) ?? "";
            this.headerDone = true;
          }
          added += (renderer.item as (value: unknown, index: number, plan: LessonPlan) => string)(
            entry,
            this.item,
            plan,
          );
        }
        this.item += 1;
      }
      if (this.item < list.length || !isClosed(list)) break;
      this.next();
    }
    this.written += added;
    return added;
  }

  private next() {
    this.field += 1;
    this.item = 0;
    this.headerDone = false;
  }

  /** A day's header once its label, minutes and goal are in, then its steps one by one. */
  private advanceDay(day: Partial<Day>, isClosed: (value: unknown) => boolean, plan: LessonPlan) {
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
    void plan;
    return { text, done };
  }
}

/** A finished plan's Markdown: the same renderer, with every piece complete. */
export function renderPlan(plan: LessonPlan) {
  return new PlanRenderer().advance(plan, () => true);
}

/** One part's Markdown, its heading first: what a refine streams and the page puts in place of the old part. */
export function renderPart(plan: LessonPlan, part: PlanPart) {
  const heading = partHeading(educatorOf(plan), part);
  const whole = renderPlan(plan);
  const start = whole.indexOf(`\n## ${heading}\n`);
  if (start === -1) return "";
  const end = whole.indexOf("\n## ", start + 1);
  return whole.slice(start + 1, end === -1 ? undefined : end + 1);
}
