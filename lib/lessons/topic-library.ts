/**
 * The topic library: what the built-in model knows about a topic, one JSON file per topic in
 * `db/data/topics/` (adding a topic is adding a file — no code). Each file is validated by
 * `TopicSchema` when it is loaded and in a test. What a file says is what a teacher of the subject
 * would check: key ideas and facts, keywords per age, misconceptions with the correct idea, a real
 * activity with its equipment and safety, and quiz questions whose answers are right by construction.
 * A topic the library does not have gets an honest frame instead (see the composer).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CONTENT_CATEGORIES } from "@/db/data/content-guidance";
import { TOPIC_LEAD_WORDS, TOPIC_NARROWING_WORDS, TOPIC_PLACING_WORDS } from "@/db/data/topic-matching";
import { resolveGrade } from "./grade-systems";

const BAND = z.enum(["early", "primary", "lower", "upper"]);
/** The lowest US grade that meets an idea inside its bands: primary runs from Grade 1 to Grade 5, and a flower's ovules are not a Grade 2 class's. */
const FROM_GRADE = z.number().int().min(1).max(12).optional();
const text = z.string().trim().min(1);
const GUIDANCE = z.enum(CONTENT_CATEGORIES.map((category) => category.id));

const QUESTION = z
  .object({
    question: text,
    answer: text,
    distractors: z.array(text).max(3),
    bands: z.array(BAND).min(1).optional().describe("When the question suits only some ages."),
    fromGrade: FROM_GRADE,
  })
  .refine((q) => q.distractors.length !== 1, "a multiple-choice question has 2 or 3 wrong options")
  .refine(
    (q) =>
      !q.distractors.some((d) => d.toLowerCase() === q.answer.toLowerCase()) &&
      new Set(q.distractors.map((d) => d.toLowerCase())).size === q.distractors.length,
    "wrong options differ from the answer and from each other",
  );

export const TopicSchema = z
  .object({
    title: text.describe("The topic as a teacher names it, e.g. 'Photosynthesis'."),
    subjects: z
      .array(
        z.enum([
          "mathematics",
          "science",
          "language-arts",
          "history",
          "geography",
          "arts",
          "drama",
          "music",
          "physical-education",
          "languages",
          "computing",
        ]),
      )
      .min(1)
      .describe(
        "The subjects it is taught in (subject scaffolds' keys), e.g. the water cycle in science and geography.",
      ),
    aliases: z.array(text).describe("Other ways teachers type it ('how plants make food'), lower case."),
    bands: z
      .array(BAND)
      .min(1)
      .describe("The grade bands it is taught in: early (K), primary (1–5), lower (6–8), upper (9–12)."),
    summary: text.describe("What students should understand by the end, in one sentence."),
    summaryFor: z
      .array(z.object({ bands: z.array(BAND).min(1), summary: text }))
      .optional()
      .describe(
        "An age's own summary where `summary` says more than that age learns (tertiary colors are not a kindergarten's).",
      ),
    keyIdeas: z
      .array(z.union([text, z.object({ idea: text, bands: z.array(BAND).min(1), fromGrade: FROM_GRADE })]))
      .min(3)
      .max(8)
      .describe(
        "The key ideas or facts, each checked for accuracy; one taught only at some ages (Ohm's law, not in Grade 4) names its `bands`.",
      ),
    keywords: z
      .array(
        z.object({
          term: text,
          definition: text.describe("For Grade 3 and up."),
          simple: text.describe("For five- to eight-year-olds."),
          bands: z.array(BAND).min(1).optional().describe("When the word is taught only at some ages."),
          fromGrade: FROM_GRADE,
        }),
      )
      .min(3)
      .max(8),
    objectives: z
      .array(
        z.object({
          verb: text.describe("One observable verb, capitalized: Describe, Explain, Compare, Predict…"),
          text: text.describe("What students do, after the verb: 'why most volcanoes lie along plate boundaries'."),
          criterion: text.describe("The success criterion as students read it: 'I can …'."),
          higherOrder: z.boolean().describe("Whether it asks students to analyze, evaluate or create."),
          bands: z.array(BAND).min(1).optional(),
          fromGrade: FROM_GRADE,
        }),
      )
      .max(8)
      .optional()
      .describe(
        "What a lesson on this topic aims at, by age: the plan states these (two, three at upper) instead of the subject's general objectives, which name the topic and its keywords but not what about them matters.",
      ),
    task: z
      .array(
        z.object({
          verb: text,
          text: text.describe("What students make: 'a hazard map and advice for a town near a volcano'."),
          criterion: text.describe("'I can …', as students read it."),
          bands: z.array(BAND).min(1).optional(),
        }),
      )
      .optional()
      .describe(
        "What students make of the topic in the lesson's last main step (its higher-order objective), by age, where the subject's general task does not fit it (a fair test of volcanoes).",
      ),
    misconceptions: z
      .array(
        z.object({
          belief: text,
          correct: text,
          address: text.describe("How a lesson addresses it, concretely."),
          bands: z
            .array(BAND)
            .min(1)
            .optional()
            .describe("When the belief, or putting it right, belongs to some ages."),
        }),
      )
      .min(1)
      .max(6)
      .describe("The beliefs students bring, one to three at each of the topic's bands."),
    activities: z
      .array(
        z.object({
          name: text,
          teacher: text,
          students: text,
          check: z.object({ question: text, expectedAnswer: text }),
          equipment: z.array(text),
          safety: z.array(text),
          bands: z.array(BAND).min(1).optional().describe("When the activity suits only some of the topic's bands."),
        }),
      )
      .min(1)
      .max(4)
      .describe(
        "Real activities or practicals specific to the topic; one may serve a focus teachers often type after its name ('Atticus and courage'), which the plan then takes.",
      ),
    demonstrations: z
      .array(
        z
          .object({
            show: text.describe(
              "What the teacher sets up in front of the class, stopped before the result: 'a can of cola and a can of diet cola, about to go into a tank of water'.",
            ),
            ask: text.describe("The prediction students make, as the teacher asks it: 'Which can will float?'"),
            result: text.describe(
              "What happens, and why, as the teacher explains it after: 'the diet cola floats: the sugar makes the other can denser than water'.",
            ),
            bands: z.array(BAND).min(1).optional(),
          })
          .strict(),
      )
      .max(4)
      .optional()
      .describe(
        "A short demonstration the class predicts and then watches, by age: the subject's predict-and-explain step shows it, and a topic without one for the age gets no such step.",
      ),
    investigations: z
      .array(
        z
          .object({
            question: text.describe(
              "What the class finds out, as students ask it: 'Do more cells make the bulb brighter?'",
            ),
            change: text.describe(
              "The one thing students change, with its values: 'the number of cells in the loop (1, 2, then 3)'.",
            ),
            measure: text.describe(
              "What they measure or observe, and how: 'how bright the bulb is, against a brightness scale'.",
            ),
            keep: z.array(text).min(1).describe("What they keep the same so the test is fair: 'the same bulb'."),
            bands: z.array(BAND).min(1).optional(),
          })
          .strict(),
      )
      .max(4)
      .optional()
      .describe(
        "A fair test a class can run on the topic in a lesson, by age: the subject's fair-test step states it, and a topic without one for the age gets no fair-test step (no fair test of a butterfly's life cycle).",
      ),
    quiz: z
      .array(QUESTION)
      .min(4)
      .max(8)
      .refine((quiz) => quiz.filter((q) => q.distractors.length > 0).length >= 2, "at least two multiple choice"),
    recall: z
      .array(QUESTION)
      .max(6)
      .optional()
      .describe(
        "Questions on what the lesson builds on (its prior knowledge) for the starter quiz, so that it does not ask what the lesson is about to teach; the whole `quiz` is then the exit quiz's.",
      ),
    people: z
      .array(z.object({ name: text, role: text, dates: text.optional(), bands: z.array(BAND).min(1).optional() }))
      .optional()
      .describe("History and the arts: the people the topic is about."),
    events: z
      .array(z.object({ date: text, event: text }))
      .optional()
      .describe("History: dated events, in order."),
    works: z
      .array(z.object({ title: text, by: text, year: text, bands: z.array(BAND).min(1).optional() }))
      .optional()
      .describe("Texts, artworks or pieces of music the topic studies."),
    guidance: z
      .array(z.union([GUIDANCE, z.object({ category: GUIDANCE, bands: z.array(BAND).min(1) }).strict()]))
      .optional()
      .describe(
        "The content-guidance categories (db/data/content-guidance.ts) a lesson on this topic covers, whatever its words, for a teacher to prepare for; one only some ages meet (a dissection from Grade 6) names its `bands`.",
      ),
    expectations: z
      .array(
        z
          .object({
            gradeLevel: text
              .refine((label) => resolveGrade(label) !== undefined, "is not a grade level of any grade system")
              .describe("The grade a teacher picks, e.g. 'Grade 1'."),
            educator: text
              .default("john-dewey")
              .describe("The catalogue slug of the educator whose lens the plan takes."),
            typed: text
              .optional()
              .describe(
                "The topic as a teacher types it, with their focus after a dash or colon ('To Kill a Mockingbird - Atticus and courage'); the title when absent.",
              ),
            includes: z
              .array(text)
              .default([])
              .describe(
                "What a plan at this grade must say (whole words, any letter case): the topic's core content, which a plan on a topic the library does not have would not say.",
              ),
            excludes: z
              .array(text)
              .default([])
              .describe("What a plan at this grade must not say: content for other ages, or a past mistake."),
          })
          .strict(),
      )
      .optional()
      .describe(
        "What the built-in model's plan on this topic must and must not say, kept beside the content it checks: a content fix is a change to this file with its expectation here (read by a test).",
      ),
  })
  .strict()
  .superRefine((topic, context) => {
    for (const band of topic.bands) {
      const beliefs = topic.misconceptions.filter((item) => !item.bands || item.bands.includes(band)).length;
      if (beliefs < 1 || beliefs > 3) {
        context.addIssue({
          code: "custom",
          path: ["misconceptions"],
          message: `has ${beliefs} misconceptions for the ${band} band, not one to three`,
        });
      }
    }
  });

export type Topic = z.infer<typeof TopicSchema> & { slug: string };
export type Band = z.infer<typeof BAND>;

/** A topic as taught at one age: only the summary, ideas, keywords, objectives, task, investigations, beliefs, questions, people, works and guidance for that band. */
export type TopicForBand = Omit<Topic, "keyIdeas" | "summaryFor" | "guidance"> & {
  keyIdeas: string[];
  guidance: string[];
};

/**
 * The topic as a lesson at `band` teaches it: what a file gives for other ages left out (a Grade 4
 * circuits lesson has no Ohm's law or dissection's guidance, a kindergarten's color mixing no tertiary
 * colors or Newton), and, given the lesson's US `grade`, what a file keeps for a later grade of the band
 * (`fromGrade`: no ovules in Grade 2). An activity for other ages stays when none is for this one (the
 * composer takes the nearest). Undefined when the file does not teach the topic at that age at all:
 * the lesson then gets the honest frame, not content written for older students.
 */
export function forBand(topic: Topic | undefined, band: Band, grade?: number): TopicForBand | undefined {
  if (!topic?.bands.includes(band)) return undefined;
  const fits = (bands?: readonly Band[], fromGrade?: number) =>
    (!bands || bands.includes(band)) && !(grade !== undefined && fromGrade !== undefined && grade < fromGrade);
  const keyIdeas = topic.keyIdeas.flatMap((entry) =>
    typeof entry === "string" ? [entry] : fits(entry.bands, entry.fromGrade) ? [entry.idea] : [],
  );
  const guidance = (topic.guidance ?? []).flatMap((entry) =>
    typeof entry === "string" ? [entry] : fits(entry.bands) ? [entry.category] : [],
  );
  const { summaryFor, ...rest } = topic;
  return {
    ...rest,
    summary: summaryFor?.find((entry) => entry.bands.includes(band))?.summary ?? topic.summary,
    keyIdeas,
    guidance,
    keywords: topic.keywords.filter((keyword) => fits(keyword.bands, keyword.fromGrade)),
    misconceptions: topic.misconceptions.filter((item) => fits(item.bands)),
    objectives: topic.objectives?.filter((item) => fits(item.bands, item.fromGrade)),
    task: topic.task?.filter((item) => fits(item.bands)),
    demonstrations: topic.demonstrations?.filter((item) => fits(item.bands)),
    investigations: topic.investigations?.filter((item) => fits(item.bands)),
    quiz: topic.quiz.filter((question) => fits(question.bands, question.fromGrade)),
    recall: topic.recall?.filter((question) => fits(question.bands, question.fromGrade)),
    people: topic.people?.filter((person) => fits(person.bands)),
    works: topic.works?.filter((work) => fits(work.bands)),
  };
}

export const TOPICS_FOLDER = path.join(process.cwd(), "db", "data", "topics");

/** Every topic in the library, by slug (the file's name); read and validated once per process. */
let library: Topic[] | undefined;
export function topicLibrary(folder = TOPICS_FOLDER): Topic[] {
  if (folder === TOPICS_FOLDER && library) return library;
  const topics = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const slug = file.replace(/\.json$/, "");
      const parsed = TopicSchema.safeParse(JSON.parse(readFileSync(path.join(folder, file), "utf8")));
      if (!parsed.success) throw new Error(`db/data/topics/${file}: ${z.prettifyError(parsed.error)}`);
      return { ...parsed.data, slug };
    });
  if (folder === TOPICS_FOLDER) library = topics;
  return topics;
}

/** A topic as typed, for comparison: lower case, no punctuation or articles, white space folded. */
export const topicKey = (topic: string) =>
  topic
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\b(the|a|an|an introduction to|introduction to|intro to)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A topic's title and aliases as compared, worked out once per topic (the lookup runs on every plan). */
const keys = new WeakMap<Topic, string[]>();
function namesOf(entry: Topic) {
  const known = keys.get(entry);
  if (known) return known;
  const made = [entry.title, ...entry.aliases].map(topicKey);
  keys.set(entry, made);
  return made;
}

/** A typed topic with a lead word taken off ("review of water cycle" → "water cycle"), as compared. */
const LEADS = TOPIC_LEAD_WORDS.map(topicKey).sort((a, b) => b.length - a.length);
const NARROWING = new Set(TOPIC_NARROWING_WORDS.map(topicKey));
const FOCUS = new Set([...NARROWING, ...TOPIC_PLACING_WORDS.map(topicKey)]);
const withoutLead = (typed: string) => {
  const lead = LEADS.find((words) => typed.startsWith(`${words} `));
  return lead ? typed.slice(lead.length + 1) : typed;
};
const hasWords = (text: string, words: string) => ` ${text} `.includes(` ${words} `);

/**
 * The library's topic for a teacher's topic, and the teacher's own words beyond its name that narrow it
 * to a part or an approach ("using fraction strips", "act 1"; not "for Year 7"), which its notes do not cover.
 */
export type TopicMatch = {
  topic: Topic;
  focus?: string;
  /** Whether the teacher's words go beyond the topic's name (a lead or focus word), so a sentence names the topic by its title. */
  wordier: boolean;
};

/**
 * The library's topic for a teacher's topic in a subject, taught in that subject (a subject the library
 * does not place, "General", takes any): the one whose title or an alias is the topic as typed, or what
 * it says before a colon or dash ("Photosynthesis: light and leaves"), or either after a lead word
 * ("Review of the water cycle"); else the longest name followed by a focus word ("Equivalent fractions
 * using fraction strips", "Macbeth act 1"), whose words after a narrowing one are the match's `focus`, unless
 * they name another of the library's topics ("Forces in volcanoes": two topics, not one). Undefined
 * when the library has no such topic: the composer then writes an honest frame.
 */
export function matchTopic(subjectKey: string, topic: string, topics = topicLibrary()): TopicMatch | undefined {
  const fitting = topics.filter(
    (entry) => subjectKey === "general" || (entry.subjects as readonly string[]).includes(subjectKey),
  );
  const typed = topicKey(topic);
  const [before = topic, ...after] = topic.split(/\s[:–—-]\s|:\s/);
  const head = topicKey(before);
  // The teacher's words after a dash or colon narrow the topic as a narrowing word does ("Atticus and courage").
  const told = after.join(" - ").trim();
  for (const [index, candidate] of [typed, head, withoutLead(typed), withoutLead(head)].entries()) {
    const whole = fitting.find((entry) => namesOf(entry).includes(candidate));
    if (whole && index % 2 === 1 && candidate !== typed && told) return { topic: whole, focus: told, wordier: true };
    if (whole) return { topic: whole, wordier: index > 1 };
  }
  const core = withoutLead(typed);
  const [best] = fitting
    .flatMap((entry) => namesOf(entry).map((name) => ({ entry, name })))
    .filter(({ name }) => core.startsWith(`${name} `) && FOCUS.has(core.slice(name.length + 1).split(" ")[0] ?? ""))
    .sort((a, b) => b.name.length - a.name.length);
  if (!best) return undefined;
  const focus = core.slice(best.name.length + 1);
  const another = fitting.some((entry) => entry !== best.entry && namesOf(entry).some((name) => hasWords(focus, name)));
  if (another) return undefined;
  const first = focus.split(" ")[0] ?? "";
  if (!NARROWING.has(first)) return { topic: best.entry, wordier: true };
  // The focus as the teacher typed it ("in Python"): a typed topic is never shorter than its key, so its
  // focus word lies at or after the key's.
  const from = typed.length - core.length + best.name.length;
  const at = topic
    .toLowerCase()
    .slice(from)
    .search(new RegExp(`(?<![\\p{L}\\p{N}])${first}(?![\\p{L}\\p{N}])`, "u"));
  return { topic: best.entry, focus: at < 0 ? focus : topic.slice(from + at).trim(), wordier: true };
}

/** The library's topic for a teacher's topic in a subject (see `matchTopic`). */
export const findTopic = (subjectKey: string, topic: string, topics = topicLibrary()): Topic | undefined =>
  matchTopic(subjectKey, topic, topics)?.topic;
