/**
 * Reads back exactly the Markdown `renderPlan` writes, into the plan it was written from: the other
 * half of a round trip that proves the Markdown loses nothing the page and the exports need. Test code
 * only: it knows the renderer's templates line by line and refuses anything else.
 *
 * What the Markdown cannot give back, and so what a round trip compares without:
 * - the subject, grade level and topic, which it never shows (they are taken as arguments);
 * - each objective's `higherOrder`, which it never shows: the parsed objectives have none, and a
 *   round trip compares the plan with `higherOrder` removed (`withoutHigherOrder`);
 * - what `line()` folds: runs of white space (line breaks too) become one space and the ends are
 *   trimmed. Its escapes of a leading `#`, `>`, `*`, `+`, `-` or `1.` are undone, so a leading marker
 *   comes back; a text that itself began with such an escape (`\#`) would come back without it. A
 *   note of white space only is not written at all, and comes back empty.
 *
 * A line holding several fields (`- **verb** text *Success criterion:* …`) is split at the first
 * occurrence of each separator, so only the field before a separator must not contain that separator
 * (a verb holding "** " cannot be told from its end); a field that ends its line may hold anything.
 */

import { ON_THE_BOARD, optionLetter } from "@/lib/lessons/render-plan";
import type { Day, LessonPlan, Objective, QuizQuestion, Step } from "@/shared/plan-schema";

/** A plan as its Markdown holds it: every field but the objectives' `higherOrder`. */
export type ParsedPlan = Omit<LessonPlan, "objectives"> & { objectives: Omit<Objective, "higherOrder">[] };

/** A plan without what its Markdown does not show (each objective's `higherOrder`), to compare with a parsed one. */
export const withoutHigherOrder = (plan: LessonPlan): ParsedPlan => ({
  ...plan,
  objectives: plan.objectives.map(({ higherOrder: _shownNowhere, ...objective }) => objective),
});

/** Undoes `line()`'s escape of a leading heading, quote or list marker. */
export const unescapeLine = (text: string) =>
  /^\\[#>*+-]/.test(text) ? text.slice(1) : text.replace(/^(\d+)\\([.)])/, "$1$2");

class PlanMarkdownError extends Error {}

/** A cursor over the Markdown: literal text expected, and fields read up to the end of their line. */
class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  private fail(what: string): never {
    const near = JSON.stringify(this.text.slice(this.at, this.at + 80));
    throw new PlanMarkdownError(`plan Markdown: expected ${what} at ${this.at}, found ${near}`);
  }

  startsWith(literal: string) {
    return this.text.startsWith(literal, this.at);
  }

  /** Takes `literal`, or throws. */
  expect(literal: string) {
    if (!this.startsWith(literal)) this.fail(JSON.stringify(literal));
    this.at += literal.length;
  }

  /** Takes `literal` when it is next; says whether it was. */
  optional(literal: string) {
    if (!this.startsWith(literal)) return false;
    this.at += literal.length;
    return true;
  }

  /** The rest of the line, raw (still escaped), and its line break. */
  rawLine() {
    const end = this.text.indexOf("\n", this.at);
    if (end === -1) this.fail("a line break");
    const raw = this.text.slice(this.at, end);
    this.at = end + 1;
    return raw;
  }

  /** The rest of the line as one field: `prefix` taken first, `suffix` cut from its end. */
  field(prefix = "", suffix = "") {
    this.expect(prefix);
    const raw = this.rawLine();
    if (!raw.endsWith(suffix)) this.fail(`a line ending ${JSON.stringify(suffix)} (line ${JSON.stringify(raw)})`);
    return unescapeLine(raw.slice(0, raw.length - suffix.length));
  }

  /** The rest of the line split into fields at the first occurrence of each separator, in turn. */
  fields(prefix: string, separators: string[], suffix = "") {
    this.expect(prefix);
    const raw = this.rawLine();
    if (!raw.endsWith(suffix)) this.fail(`a line ending ${JSON.stringify(suffix)} (line ${JSON.stringify(raw)})`);
    let rest = raw.slice(0, raw.length - suffix.length);
    const parts: string[] = [];
    for (const separator of separators) {
      const cut = rest.indexOf(separator);
      if (cut === -1) this.fail(`${JSON.stringify(separator)} in the line ${JSON.stringify(raw)}`);
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut + separator.length);
    }
    parts.push(rest);
    return parts.map(unescapeLine);
  }

  end() {
    if (this.at !== this.text.length) this.fail("the end of the plan");
  }
}

const section = (heading: string) => `\n## ${heading}\n\n`;

/** The length from its line's text ("Length: 45 minutes"), already unescaped: it never starts with a marker. */
function lengthOf(text: string) {
  if (!text.startsWith("Length: ")) throw new PlanMarkdownError(`plan Markdown: no length line (found "${text}")`);
  return unescapeLine(text.slice("Length: ".length));
}

/** The items of a list while the next line opens one. */
function items<T>(reader: Reader, opens: (index: number) => string, item: (index: number) => T) {
  const list: T[] = [];
  while (reader.startsWith(opens(list.length))) list.push(item(list.length));
  return list;
}

/** A quiz: the answer is taken out of its options at the place `letteredOptions` put it, leaving the distractors in order. */
function quiz(reader: Reader): QuizQuestion[] {
  return items(
    reader,
    (index) => `${index + 1}. `,
    (index) => {
      const question = reader.field(`${index + 1}. `);
      const options = items(
        reader,
        (at) => `   - (${optionLetter(at)}) `,
        (at) => reader.field(`   - (${optionLetter(at)}) `),
      );
      reader.expect("   - *Answer:* ");
      if (options.length === 0) return { question, answer: reader.field(), distractors: [] };
      // `letteredOptions` put the answer at the question's number modulo the count of options.
      const place = index % options.length;
      reader.expect("(");
      const letter = reader.rawLine().match(/^([a-z])\) (.*)$/s);
      const answer = unescapeLine(letter?.[2] ?? "");
      const lettered = options[(letter?.[1] ?? "").charCodeAt(0) - 97];
      if (!letter || answer !== options[place] || answer !== lettered)
        throw new PlanMarkdownError(`plan Markdown: question ${index + 1}'s answer is not among its options`);
      return { question, answer, distractors: options.filter((_, at) => at !== place) };
    },
  );
}

function steps(reader: Reader): Step[] {
  return items(
    reader,
    (index) => `${index + 1}. **`,
    (index) => {
      reader.expect(`${index + 1}. **`);
      // The minutes are digits the renderer wrote: the title before them may hold anything.
      const header = reader.rawLine().match(/^(.*)\*\* \((\d+) min\)$/s);
      if (!header) throw new PlanMarkdownError(`plan Markdown: step ${index + 1} has no minutes`);
      const teacher = reader.field("   - *Teacher:* ");
      const students = reader.field("   - *Students:* ");
      const slideText = reader.startsWith("   - *Board:* ")
        ? `${ON_THE_BOARD}${reader.field("   - *Board:* ")}`
        : reader.field("   - *Slide:* ");
      const [question = "", expectedAnswer = ""] = reader.fields("   - *Check for understanding:* ", [
        " *Expected answer:* ",
      ]);
      return {
        title: unescapeLine(header[1] as string),
        minutes: Number(header[2]),
        teacher,
        students,
        slideText,
        check: { question, expectedAnswer },
      };
    },
  );
}

function days(reader: Reader): Day[] {
  const list: Day[] = [];
  while (reader.startsWith("\n### ")) {
    reader.expect("\n### ");
    const header = reader.rawLine().match(/^(.*) \((\d+) min\)$/s);
    if (!header) throw new PlanMarkdownError(`plan Markdown: day ${list.length + 1} has no minutes`);
    const goal = reader.field("\n**Goal:** ");
    reader.expect("\n");
    list.push({
      label: unescapeLine(header[1] as string),
      minutes: Number(header[2]),
      goal,
      steps: steps(reader),
    });
  }
  return list;
}

/**
 * The plan `renderPlan` wrote `markdown` from (but each objective's `higherOrder`), with the subject,
 * grade level and topic the Markdown does not show. Throws on Markdown `renderPlan` could not have written.
 */
export function parsePlanMarkdown(
  markdown: string,
  brief: { subject: string; gradeLevel: string; topic: string },
): ParsedPlan {
  const reader = new Reader(markdown);
  const title = reader.field("# ");
  // The note's line (written only when it holds more than white space) and the length's look alike:
  // the note is the first of two such lines.
  const first = reader.field("\n*", "*");
  const note = reader.startsWith("\n*") ? first : "";
  const duration = note ? reader.field("\n*Length: ", "*") : lengthOf(first);

  // The lens: its educator from its heading, the one name every other line of it begins with.
  reader.expect("\n## Through ");
  const heading = reader.rawLine();
  if (!heading.endsWith("'s Eyes")) throw new PlanMarkdownError(`plan Markdown: the lens heading is "${heading}"`);
  // As written (escaped): the lens's first line and the philosophy's heading begin with it too.
  const educatorText = heading.slice(0, -"'s Eyes".length);
  const educator = unescapeLine(educatorText);
  reader.expect("\n");
  const [work = "", year = ""] = reader.fields(
    `${educatorText} would come to this lesson with this idea, paraphrased from *`,
    ["* ("],
    "):",
  );
  const idea = reader.field("\n> ");
  const why = reader.field("\n");
  // A lens with no method that fits the lesson has no list of methods.
  const methods = reader.optional("\n**Methods this lesson uses:**\n\n")
    ? items(
        reader,
        () => "- *",
        () => {
          const [name = "", description = ""] = reader.fields("- *", ["*: "]);
          return { name, description };
        },
      )
    : [];

  reader.expect(section("Learning Outcome and Objectives"));
  const learningOutcome = reader.field("**Learning outcome:** ");
  reader.expect("\n");
  const objectives = items(
    reader,
    () => "- **",
    () => {
      const [verb = "", text = "", successCriterion = ""] = reader.fields("- **", ["** ", " *Success criterion:* "]);
      return { verb, text, successCriterion };
    },
  );

  reader.expect(section("Prior Knowledge and Keywords"));
  const priorKnowledge = reader.field("**Prior knowledge:** ");
  reader.expect("\n");
  const keywords = reader.optional("**Keywords:**\n\n")
    ? items(
        reader,
        () => "- **",
        () => {
          const [term = "", definition = ""] = reader.fields("- **", ["**: "]);
          return { term, definition };
        },
      )
    : [];

  reader.expect(section("Common Misconceptions"));
  const misconceptions = items(
    reader,
    () => "- *",
    () => {
      const [belief = "", correction = "", howAddressed = "", step = ""] = reader.fields(
        "- *",
        ["* **Correct idea:** ", " **How the lesson addresses it:** ", " (the “"],
        "” step)",
      );
      return { belief, correction, howAddressed, step };
    },
  );

  reader.expect(section("Materials and Safety"));
  const materials = items(
    reader,
    () => "- ",
    () => reader.field("- "),
  );
  const safetyNotes = reader.optional("\n**Safety notes:**\n\n")
    ? items(
        reader,
        () => "- ",
        () => reader.field("- "),
      )
    : [];

  reader.expect(section("Starter Quiz"));
  const starterQuiz = quiz(reader);

  reader.expect(section("Lesson Flow"));
  const flow = { steps: steps(reader), days: days(reader) };

  reader.expect(section("Differentiation"));
  const differentiation = {
    support: reader.field("- **Support:** "),
    stretch: reader.field("- **Stretch:** "),
    specialEducationalNeeds: reader.field("- **Special educational needs:** "),
    multilingualLearners: reader.field("- **Multilingual learners:** "),
  };

  reader.expect(section("Assessment"));
  const assessment = items(
    reader,
    () => "- **",
    () => {
      const [objective = "", evidence = ""] = reader.fields("- **", [":** "]);
      return { objective, evidence };
    },
  );

  reader.expect(section("Exit Quiz"));
  const exitQuiz = quiz(reader);

  reader.expect(section(`How ${educatorText}'s Philosophy Shapes This Lesson`));
  const philosophy = {
    objectives: reader.field("- **Objectives:** "),
    materials: reader.field("- **Materials:** "),
    lessonFlow: reader.field("- **Lesson flow:** "),
    differentiation: reader.field("- **Differentiation:** "),
    assessment: reader.field("- **Assessment:** "),
    reflectionQuestion: reader.field("\n**A question to reflect on:** *", "*"),
  };

  const instructions = reader.optional(section("Your Instructions"))
    ? items(
        reader,
        () => "- “",
        () => {
          reader.expect("- “");
          const raw = reader.rawLine();
          // The first of the two separators the line holds says whether it was applied.
          const cuts = ["”: applied. ", "”: not applied. "]
            .map((separator) => ({ separator, at: raw.indexOf(separator) }))
            .filter(({ at }) => at !== -1)
            .sort((a, b) => a.at - b.at);
          const cut = cuts[0];
          if (!cut) throw new PlanMarkdownError(`plan Markdown: an instruction says neither applied nor not applied`);
          return {
            instruction: unescapeLine(raw.slice(0, cut.at)),
            applied: cut.separator === "”: applied. ",
            where: unescapeLine(raw.slice(cut.at + cut.separator.length)),
          };
        },
      )
    : [];
  reader.end();

  return {
    title,
    note,
    subject: brief.subject,
    gradeLevel: brief.gradeLevel,
    topic: brief.topic,
    duration,
    lens: { educator, idea, work, year, why, methods },
    learningOutcome,
    objectives,
    priorKnowledge,
    keywords,
    misconceptions,
    materials,
    safetyNotes,
    starterQuiz,
    steps: flow.steps,
    days: flow.days,
    differentiation,
    assessment,
    exitQuiz,
    philosophy,
    instructions,
  };
}
