/**
 * The plan's Markdown loses nothing and streams true: for the plans the built-in model composes (every
 * educator × every eval brief, at every length for three of them) and for generated plans full of
 * Markdown-looking text, (a) the Markdown `renderPlan` writes parses back into the plan, and (b) the
 * plan's JSON streamed in pieces through the incremental parser renders, at every step, a prefix of
 * that Markdown, and at the end exactly it.
 *
 * What (a) cannot compare: each objective's `higherOrder`, which the Markdown never shows (plans are
 * compared with it removed), and the subject, grade level and topic, which the Markdown never shows
 * either (the parser takes them as arguments).
 */
import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { planProbes } from "@/eval/probes/plans";
import { JsonStream } from "@/lib/ai/json-stream";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { type Day, type LessonPlan, LessonPlanSchema, type QuizQuestion, type Step } from "@/shared/plan-schema";
import { parsePlanMarkdown, withoutHigherOrder } from "@/tests/helpers/parse-plan-markdown";
import { samplePlan, sampleUnit } from "@/tests/helpers/sample-plan";
import { type PartialPlan, PlanRenderer, renderPlan } from "./render-plan";
import { lessonTiming, type TimingRequest } from "./timing";

const LENGTHS: [string, TimingRequest][] = [
  ["brief", { lessonLength: "brief" }],
  ["medium", { lessonLength: "medium" }],
  ["comprehensive", { lessonLength: "comprehensive" }],
  ["3 days", { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" }],
  ["300 minutes", { lessonLength: "extended", extendedDurationType: "minutes", extendedMinutes: "300" }],
];

/** The eval's briefs (eval/plans.eval.ts reads them from its probes), each written by every educator. */
const BRIEFS = planProbes.map(({ subject, gradeLevel, topic, customInstructions }) => ({
  subject,
  gradeLevel,
  topic,
  customInstructions,
}));

const PIECE = 17;

/** The first place two values differ, as a path and the two values there; undefined when they are equal. */
function difference(expected: unknown, actual: unknown, path = "plan"): string | undefined {
  if (Object.is(expected, actual)) return undefined;
  const bothObjects = expected && actual && typeof expected === "object" && typeof actual === "object";
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual))
    return `${path}: ${JSON.stringify(expected)} came back as ${JSON.stringify(actual)}`;
  const a = expected as Record<string, unknown>;
  const b = actual as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = difference(a[key], b[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** (a): what the plan's Markdown parses back into, against `expected` (the plan, `higherOrder` removed). */
function roundTripProblem(plan: LessonPlan, expected = withoutHigherOrder(plan)) {
  try {
    return difference(expected, parsePlanMarkdown(renderPlan(plan), plan));
  } catch (error) {
    return String(error);
  }
}

/**
 * (b): the plan's JSON pushed through the incremental parser in pieces of 17 characters, each time
 * rendered by one `PlanRenderer`: what it has written must always be a prefix of the whole Markdown
 * (checked piece by piece, so the check stays linear), and at the end the whole.
 */
function streamingProblem(plan: LessonPlan) {
  const whole = renderPlan(plan);
  const json = JSON.stringify(plan);
  const parser = new JsonStream();
  const renderer = new PlanRenderer();
  let written = 0;
  for (let at = 0; at < json.length; at += PIECE) {
    parser.push(json.slice(at, at + PIECE));
    const added = renderer.advance(
      (parser.root ?? {}) as PartialPlan,
      (value) => parser.isClosed(value),
      parser.openString(),
    );
    if (!whole.startsWith(added, written)) {
      return `after ${at + PIECE} characters of JSON it wrote ${JSON.stringify(added.slice(0, 80))} where the Markdown has ${JSON.stringify(whole.slice(written, written + 80))}`;
    }
    written += added.length;
  }
  parser.end();
  if (written !== whole.length) return `it wrote ${written} of ${whole.length} characters of the Markdown`;
  return undefined;
}

/**
 * Every educator × every brief × every length is some 10,000 plans, over a minute's work: by default
 * every educator writes every brief at the medium length, and three educators (of different bents)
 * write every brief at every length. PLAN_ROUNDTRIP_ALL=1 runs the whole matrix.
 */
const EVERY_LENGTH = new Set(["maria-montessori", "socrates", "w-e-b-du-bois"]);
const ALL = Boolean(process.env.PLAN_ROUNDTRIP_ALL);

describe("the plans the built-in model composes", () => {
  it("takes its three educators of every length from the catalogue", () => {
    expect(educators.filter((educator) => EVERY_LENGTH.has(educator.slug))).toHaveLength(EVERY_LENGTH.size);
  });

  it.each(educators.map((educator) => [educator.name, educator] as const))(
    "%s: every eval brief parses back from its Markdown and streams as it",
    (_, educator) => {
      const lengths = ALL || EVERY_LENGTH.has(educator.slug) ? LENGTHS : LENGTHS.filter(([name]) => name === "medium");
      const problems: string[] = [];
      for (const brief of BRIEFS) {
        for (const [length, request] of lengths) {
          const plan = composeLessonPlan(educator, brief, lessonTiming(request));
          const name = `${brief.subject} / ${brief.gradeLevel} / ${brief.topic}${brief.customInstructions ? ` (“${brief.customInstructions}”)` : ""} / ${length}`;
          const roundTrip = roundTripProblem(plan);
          if (roundTrip) problems.push(`${name}: round trip: ${roundTrip}`);
          const streaming = streamingProblem(plan);
          if (streaming) problems.push(`${name}: streaming: ${streaming}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

/** A seeded pseudo-random source (mulberry32), so a failing plan can be made again from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

/** Text that looks like Markdown: headings, list markers, numbering, emphasis, quotes, emoji and accents. */
const FREE = [
  "# ",
  "## Heading",
  "#hashtag",
  "- ",
  "- item",
  "+ plus",
  "1. ",
  "1. first",
  "2)",
  "10.5",
  "> quoted",
  "*",
  "**",
  "*stars*",
  "**bold**",
  "_under_",
  "`code`",
  "[a link](https://example.org)",
  "a|b",
  "<b>tag</b>",
  "(aside)",
  "“curly”",
  "'s",
  "x: y",
  "C:\\path",
  "😀",
  "👩🏽‍🏫",
  "🇫🇷",
  "café",
  "naïve",
  "Grade 4",
  "fractions",
  "1/2",
  "=",
  "50%",
];
/**
 * The same without asterisks, brackets, curly quotes or colons: for a field the Markdown closes with a
 * marker on a line that goes on (the bold verb, the italic work, a belief, a keyword's term…). The parser
 * splits such a line at the marker's first occurrence, so a verb holding "** " could not be told from its end.
 */
const INNER = FREE.filter((fragment) => !/[*():“”]/.test(fragment));
/** White space `line()` folds into one space: doubled spaces, tabs, line and paragraph separators. */
const SPACES = ["  ", "\t", "\n", "\r\n", "\n\n", " \u2028 ", "\u00a0"];

/**
 * Generated plans: `tidy` ones hold text `line()` leaves as it is but for the escapes the parser undoes
 * (single spaces, no white space at either end; leading markers allowed), so they must come back exactly;
 * the others also hold the white space `line()` folds, so they come back with it folded.
 */
function generatedPlan(seed: number, tidy: boolean): LessonPlan {
  const rng = random(seed);
  const text = (pool: readonly string[] = FREE) => {
    const count = rng.next() < 0.05 ? 0 : rng.int(1, 6);
    let joined = "";
    for (let index = 0; index < count; index += 1) {
      const gap = index === 0 ? "" : tidy || rng.next() < 0.6 ? " " : rng.pick(SPACES);
      joined += gap + rng.pick(pool);
    }
    joined = joined.replace(/^\s+|\s+$/g, "");
    if (tidy) return joined.replace(/\s+/g, " ");
    return `${rng.next() < 0.2 ? rng.pick(SPACES) : ""}${joined}${rng.next() < 0.2 ? rng.pick(SPACES) : ""}`;
  };
  const many = <T>(min: number, max: number, make: (index: number) => T) =>
    Array.from({ length: rng.int(min, max) }, (_, index) => make(index));
  const question = (): QuizQuestion => ({
    question: text(),
    answer: text(),
    distractors: many(0, 3, () => text()),
  });
  const step = (): Step => ({
    title: text(),
    minutes: rng.int(1, 240),
    teacher: text(),
    students: text(),
    slideText: text(),
    check: { question: text(INNER), expectedAnswer: text() },
  });
  const unit = rng.next() < 0.5;
  const steps = unit ? [] : many(1, 7, step);
  const days: Day[] = unit
    ? many(1, 4, () => ({ label: text(), minutes: rng.int(1, 300), goal: text(), steps: many(2, 4, step) }))
    : [];
  const base = samplePlan();
  const flowTitles = [...steps, ...days.flatMap((day) => day.steps)].map((entry) => entry.title);
  return {
    ...base,
    title: text(),
    // Most plans have no note (it is written only when it holds more than white space).
    note: rng.next() < 0.5 ? "" : text(),
    duration: text(),
    lens: {
      educator: text(),
      idea: text(),
      work: text(INNER),
      year: text(),
      why: text(),
      methods: many(1, 3, () => ({ name: text(INNER), description: text() })),
    },
    learningOutcome: text(),
    objectives: many(2, 4, () => ({
      verb: text(INNER),
      text: text(),
      successCriterion: text(),
      higherOrder: rng.next() < 0.5,
    })),
    priorKnowledge: text(),
    keywords: many(3, 6, () => ({ term: text(INNER), definition: text() })),
    misconceptions: many(1, 3, () => ({
      belief: text(INNER),
      correction: text(INNER),
      howAddressed: text(INNER),
      step: rng.next() < 0.5 ? rng.pick(flowTitles) : text(),
    })),
    materials: many(1, 4, () => text()),
    safetyNotes: many(0, 2, () => text()),
    starterQuiz: many(3, 6, question),
    steps,
    days,
    differentiation: {
      support: text(),
      stretch: text(),
      specialEducationalNeeds: text(),
      multilingualLearners: text(),
    },
    assessment: many(1, 4, () => ({ objective: text(INNER), evidence: text() })),
    exitQuiz: many(3, 6, question),
    philosophy: {
      objectives: text(),
      materials: text(),
      lessonFlow: text(),
      differentiation: text(),
      assessment: text(),
      reflectionQuestion: text(),
    },
    instructions: many(0, 3, () => ({ instruction: text(INNER), applied: rng.next() < 0.5, where: text() })),
  };
}

/** Every string of a value as `line()` leaves it but for its escapes: white space folded and trimmed. */
function folded<T>(value: T): T {
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim() as T;
  if (Array.isArray(value)) return value.map(folded) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, folded(entry)])) as T;
  return value;
}

describe("generated plans with Markdown-looking text", () => {
  const plans = Array.from({ length: 200 }, (_, seed) => ({ seed, tidy: seed % 2 === 0 }));

  it("are valid plans", () => {
    for (const { seed, tidy } of plans) {
      expect(LessonPlanSchema.safeParse(generatedPlan(seed, tidy)).success, `seed ${seed}`).toBe(true);
    }
  });

  it("stream, at every step, a prefix of their Markdown, and at the end exactly it", () => {
    const problems = plans.flatMap(({ seed, tidy }) => {
      const problem = streamingProblem(generatedPlan(seed, tidy));
      return problem ? [`seed ${seed}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("with single spaces and no white space at the ends, parse back from their Markdown exactly", () => {
    // Leading markers ("# ", "- ", "1. ") are in these too: `line()` escapes them and the parser undoes it.
    const problems = plans
      .filter(({ tidy }) => tidy)
      .flatMap(({ seed }) => {
        const plan = generatedPlan(seed, true);
        expect(folded(plan)).toEqual(plan);
        const problem = roundTripProblem(plan);
        return problem ? [`seed ${seed}: ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it("with doubled spaces, tabs and line breaks, parse back with their white space folded as `line()` folds it", () => {
    // `line()` turns every run of white space into one space and trims the ends, so that is what comes back.
    const problems = plans
      .filter(({ tidy }) => !tidy)
      .flatMap(({ seed }) => {
        const plan = generatedPlan(seed, false);
        const problem = roundTripProblem(plan, folded(withoutHigherOrder(plan)));
        return problem ? [`seed ${seed}: ${problem}`] : [];
      });
    expect(problems).toEqual([]);
    expect(plans.some(({ seed, tidy }) => !tidy && JSON.stringify(generatedPlan(seed, false)).includes("\\n"))).toBe(
      true,
    );
  });
});

describe("the Markdown parser", () => {
  it("reads back a single lesson and a unit of days", () => {
    const single = samplePlan({ safetyNotes: ["Scissors: blunt-ended."] });
    const unit = sampleUnit({
      instructions: [
        { instruction: "Include a quiz", applied: true, where: "The exit quiz." },
        { instruction: "No printing", applied: false, where: "The strips are printed." },
      ],
    });
    const noted = samplePlan({ note: "Length: the library has no notes on this topic." });
    for (const plan of [single, unit, noted]) {
      expect(parsePlanMarkdown(renderPlan(plan), plan)).toEqual(withoutHigherOrder(plan));
    }
  });

  it("undoes line()'s escapes of leading markers", () => {
    const plan = samplePlan({ materials: ["# Big heading", "1. A numbered line", "- dash", "> quote", "2) two"] });
    expect(renderPlan(plan)).toContain("- \\# Big heading\n- 1\\. A numbered line\n");
    expect(parsePlanMarkdown(renderPlan(plan), plan).materials).toEqual(plan.materials);
  });

  it("refuses Markdown renderPlan did not write", () => {
    const markdown = renderPlan(samplePlan());
    expect(() => parsePlanMarkdown(markdown.replace("## Starter Quiz", "## Starter quiz"), samplePlan())).toThrow(
      /expected/,
    );
    expect(() => parsePlanMarkdown(`${markdown}\nmore`, samplePlan())).toThrow(/the end of the plan/);
  });
});
