/**
 * Plans stored before plans became typed objects are Markdown only (`content`, with `plan` null). This
 * parses that Markdown, one last time, into a `LessonPlan`, and converts every such row once (the data
 * migration `plan_objects`, run by `prepareDatabase` right after the SQL migrations).
 *
 * The old Markdown is the anatomy both old models wrote: the built-in composer's (which also wrote an
 * "Inspired by" line, a prior-knowledge check, an aligned assessment and a reflection question) and the
 * one a connected model was asked for. What the old anatomy lacks is taken only from the plan's own text,
 * never made up: the starter quiz asks what the plan's keywords mean (their definitions as answer and
 * distractors), a step's slide is the first sentence of what students do, a check's expected answer is
 * what the check says to listen for, and a method's description is the catalogue's for a method the plan
 * names. A plan that does not parse into a valid, coherent object is left as Markdown (`plan` stays null).
 */
import type { Database } from "@/db/client";
import type { DataMigration } from "@/db/migrate";
import { givePlansObjects, type StoredMarkdown } from "@/db/queries/plan-objects";
import { escapeRegExp } from "@/lib/text";
import {
  type Day,
  type Keyword,
  type LessonPlan,
  LessonPlanSchema,
  type Misconception,
  type QuizQuestion,
  type Step,
} from "./plan-schema";
import { renderPlan } from "./render-plan";

/** What the row says of the plan beside its Markdown, and the educator's catalogued methods when known. */
export type LegacyPlanRow = {
  subject: string;
  gradeLevel: string;
  topic: string;
  educatorName: string;
  methods?: readonly { name: string; description: string }[];
};

/** The expected answer of a check that does not say what to listen for. */
export const NEUTRAL_EXPECTED_ANSWER = "Answers show the step's aim was met.";
/** The reflection question of a plan that has none (a connected model's plans had none). */
export const NEUTRAL_REFLECTION_QUESTION = "Which part of this lesson would you change next time, and why?";

/** Verbs of the top of Bloom's taxonomy (as the old plan checker read them). */
const HIGHER_ORDER =
  /^(analy[sz]e|compare|contrast|classify|sort|distinguish|examine|investigate|evaluate|judge|justify|critique|argue|assess|defend|create|design|compose|construct|produce|invent|plan|devise|build|make|propose|test|perform)\b/i;

// ---------------------------------------------------------------------------------------------------
// Text helpers

/** One line of text: line breaks and runs of spaces folded. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** The first letter in upper case, unless the text opens with an emphasised word ("*fraction* used correctly"). */
const capitalize = (text: string) =>
  text.replace(/^([“"'(]*)(\p{Ll})/u, (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);

/** Text that ends as a sentence does. */
const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[,;:]+$/, "");
  return /[.!?…)*"”']$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Without Markdown emphasis: for a slide, which shows plain text. */
const plain = (text: string) => text.replace(/\*\*|\*|__/g, "");

/** The first sentence of a text. */
function firstSentence(text: string) {
  const match = text.match(/^(.+?[.!?])(?=\s+[\p{Lu}“"*(]|\s*$)/u);
  return (match?.[1] ?? text).trim();
}

/** A text's words of four letters or more, lower case: what two passages share when they speak of the same thing. */
const contentWords = (text: string) =>
  new Set(
    plain(text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4),
  );

/** Headings compared without case, curly apostrophes or trailing punctuation. */
const headingKey = (heading: string) =>
  heading
    .replace(/[’‘]/g, "'")
    .replace(/^[\d.\s]+/, "")
    .replace(/[*_]/g, "")
    .replace(/[:.\s]+$/, "")
    .trim()
    .toLowerCase();

/** A section's `##` heading and body. */
function sectionsOf(markdown: string) {
  return markdown
    .split(/^## +/m)
    .slice(1)
    .map((part) => {
      const [heading = "", ...body] = part.split("\n");
      return { key: headingKey(heading), body: body.join("\n") };
    });
}

/** Top-level bullets ("- …" or "* …" at the margin), each with any indented lines that continue it. */
function bullets(text: string) {
  const items: string[][] = [];
  let open = false;
  for (const line of text.split("\n")) {
    const bullet = line.match(/^[-*] +(.*)$/);
    if (bullet) {
      items.push([bullet[1] ?? ""]);
      open = true;
    } else if (open && /^\s+\S/.test(line) && !/^\s+[-*] /.test(line)) items.at(-1)?.push(line.trim());
    else open = false;
  }
  return items.map((parts) => flat(parts.join(" ")));
}

/** The text of a bold label ("**Learning outcome:** …"), up to the end of its paragraph. */
function labelled(text: string, label: RegExp) {
  for (const paragraph of text.split(/\n\s*\n/)) {
    const match = flat(paragraph).match(
      new RegExp(`^\\*\\*(?:${label.source})[^*]*?:?\\*\\*:?\\s*(.+)$|^(?:${label.source})[^:]*:\\s*(.+)$`, "i"),
    );
    if (match) return (match[1] ?? match[2] ?? "").trim();
  }
  return undefined;
}

/** A bullet's bold label and the text after it ("**Support:** …" or "**Support**: …"). */
function labelledBullet(bullet: string) {
  const match = bullet.match(/^\*\*([^*]+?):?\*\*:?\s*(.*)$/);
  return match ? { label: (match[1] ?? "").trim(), text: (match[2] ?? "").trim() } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The parts

type Lens = LessonPlan["lens"];

/** The work and year an idea is paraphrased from: "*Title* (1916)" or "*Title* (with a co-author, 1941)". */
function citation(text: string) {
  const match = text.match(/\*([^*]+)\*\s*\(([^)]+)\)/);
  if (!match) return undefined;
  const [, work = "", dated = ""] = match;
  const parts = dated.split(/,\s*/);
  const year = parts.at(-1) ?? "";
  if (!/^(c\. |after |before )?\d{1,4}( BCE| CE)?s?$/.test(year)) return undefined;
  const aside = parts.slice(0, -1).join(", ");
  return { work: aside ? `${work.trim()} (${aside})` : work.trim(), year };
}

/** The methods this lesson uses: the catalogue's, in the order the plan names them, else as the plan describes them. */
function methodsOf(markdown: string, row: LegacyPlanRow): Lens["methods"] {
  const text = plain(markdown).toLowerCase();
  const named = (row.methods ?? [])
    .map((method) => ({ method, at: text.indexOf(method.name.toLowerCase()) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at)
    .map(({ method }) => ({ name: method.name, description: method.description }));
  if (named.length) return named.slice(0, 3);
  // "So the lesson brings *name* to …: description." and "use Educator's *name*: description."
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(
    /(?:brings|use [^*\n]*?'s) \*([^*]+)\*(?: to [^:\n]+)?: (.+?[.!?])(?=\s+[\p{Lu}“"*]|\s*$)/gmu,
  )) {
    const name = capitalize((match[1] ?? "").trim());
    if (!found.has(name.toLowerCase())) found.set(name.toLowerCase(), `${name}\n${capitalize(match[2] ?? "")}`);
  }
  return [...found.values()].slice(0, 3).map((entry) => {
    const [name = "", description = ""] = entry.split("\n");
    return { name, description };
  });
}

function lensOf(body: string, markdown: string, row: LegacyPlanRow): Lens | undefined {
  const quote = body
    .split("\n")
    .filter((line) => /^>\s?/.test(line))
    .map((line) => line.replace(/^>\s?/, ""))
    .join(" ");
  const paragraphs = body
    .split(/\n\s*\n/)
    .map(flat)
    .filter((paragraph) => paragraph && !paragraph.startsWith(">"));
  const cited = citation(body);
  if (!cited) return undefined;
  let idea = flat(quote);
  let why: string;
  if (idea) {
    // The paragraph that introduces the quotation ("… would come to a lesson … paraphrased from …:") is the citation.
    why = paragraphs.filter((paragraph) => !citation(paragraph) || !/:$/.test(paragraph)).join(" ");
  } else {
    // No quotation: the sentence that cites the work carries the idea, the rest says why it fits.
    const sentences = paragraphs.join(" ").split(/(?<=[.!?])\s+(?=[\p{Lu}“"*])/u);
    const at = sentences.findIndex((each) => citation(each));
    idea = sentences[at] ?? "";
    why = sentences.filter((_, index) => index !== at).join(" ");
  }
  const methods = methodsOf(markdown, row);
  if (!idea || !why || methods.length === 0) return undefined;
  return { educator: row.educatorName, idea, work: cited.work, year: cited.year, why: flat(why), methods };
}

function objectivesOf(body: string) {
  return bullets(body).flatMap((bullet) => {
    const match = bullet.match(
      /^\*\*([^*]+?)\*\*\s*(.*?)\s*[—–-]?\s*\*{1,2}Success criteri(?:on|a):?\*{1,2}:?\s*(.+)$/i,
    );
    if (!match) return [];
    const [, verb = "", text = "", criterion = ""] = match;
    return [
      {
        verb: verb.trim(),
        text: text.trim(),
        successCriterion: criterion.trim(),
        higherOrder: HIGHER_ORDER.test(verb.trim()),
      },
    ];
  });
}

/** The prior-knowledge section's parts: its keywords, phrases of a language lesson, and the question that checks it. */
function priorOf(body: string) {
  const keywords: Keyword[] = [];
  const phrases: string[] = [];
  let inPhrases = false;
  for (const paragraph of body.split(/\n\s*\n/)) {
    const line = flat(paragraph);
    if (/^\*\*[^*]+\*\*:?$/.test(line)) inPhrases = /^\*\*Phrases\b/i.test(line);
    for (const bullet of bullets(paragraph)) {
      if (inPhrases) {
        const phrase = bullet.match(/^\*([^*]+)\*\s*\((.+)\)$/);
        if (phrase) phrases.push(`${phrase[1]} (${phrase[2]})`);
        continue;
      }
      // "**term** (a word for …): definition", "**term**: definition" or "**term:** definition"
      const match = bullet.match(/^\*\*([^*]+?):?\*\*(?:\s*\([^)]*\))?\s*[:—–-]\s*(.+)$/);
      if (match) keywords.push({ term: (match[1] ?? "").trim(), definition: (match[2] ?? "").trim() });
    }
  }
  const check = flat(body).match(
    /\*\*Check prior knowledge:?\*\*:?\s*ask\s*[“"](.+?)[”"]\s*\*Answer:?\*:?\s*(.+?)(?=\s*$)/i,
  );
  const checkQuestion: QuizQuestion | undefined = check
    ? { question: (check[1] ?? "").trim(), answer: sentence(capitalize(check[2] ?? "")), distractors: [] }
    : undefined;
  return { prior: labelled(body, /Prior knowledge/), keywords, phrases, checkQuestion };
}

/** A misconception's belief, the correct idea, how the lesson addresses it and (when the plan says) in which step. */
function misconceptionsOf(body: string) {
  return bullets(body).flatMap((bullet) => {
    const [head = "", how = ""] = bullet.split(/\s*\*\*How (?:the|this) lesson addresses it:?\*\*:?\s*/i);
    if (!how) return [];
    const stepMatch = how.match(/\s*\((?:in )?the [“"](.+?)[”"] step\)\.?$/);
    const howAddressed = how.replace(/\s*\((?:in )?the [“"](.+?)[”"] step\)\.?$/, "").trim();
    let belief: string | undefined;
    let correction: string | undefined;
    const labelledIdea = head.split(/\s*\*\*(?:Correct idea|Correction|In fact|Reality):?\*\*:?\s*/i);
    const italic = head.match(/^\*(?!\*)(.+?)\*(?!\*)\s*(.+)$/);
    if (labelledIdea.length === 2) [belief, correction] = labelledIdea;
    else if (italic) [, belief, correction] = italic;
    else {
      const split = head.match(/^(.+?[.!?])\s+((?:In fact|Actually|In reality|In truth)\b.+)$/i);
      if (split) [, belief, correction] = split;
    }
    if (!belief || !correction) return [];
    belief = belief
      .replace(/^\*\*(?:Misconception|Belief):?\*\*:?\s*/i, "")
      .replace(/^.{0,80}?\b(?:may|might|often|commonly|sometimes)\s+(?:think|believe)\s+(?:that\s+)?/i, "");
    correction = correction.replace(/^(?:In fact|Actually|In reality|In truth),?\s*/i, "");
    return [
      {
        belief: sentence(capitalize(belief.trim())),
        correction: sentence(capitalize(correction.trim())),
        howAddressed: sentence(capitalize(howAddressed)),
        step: stepMatch?.[1]?.trim(),
      },
    ];
  });
}

function materialsOf(body: string, phrases: string[]) {
  const [listed = "", notes = ""] = body.split(/^\*\*Safety(?: notes)?:?\*\*:?\s*$/im);
  const materials = bullets(listed);
  if (phrases.length) {
    // The phrases of a language lesson are what its phrase cards carry.
    const cards = materials.findIndex((item) => /^Phrase cards\b/i.test(item));
    const list = phrases.join("; ");
    if (cards === -1) materials.push(`Phrases: ${list}`);
    else materials[cards] = `${(materials[cards] ?? "").replace(/[.:]$/, "")}: ${list}`;
  }
  return { materials, safetyNotes: bullets(notes) };
}

/** Clauses of an old check that say what to listen for, and that clause turned into the expected answer. */
const LISTEN_FOR: [RegExp, (found: string) => string][] = [
  [/[,;]\s*(?:and\s+)?listening for\s+(.+?)\.?$/i, (found) => capitalize(found)],
  [/\s*Listen for\s+(.+?)\.?$/i, (found) => capitalize(found)],
  [/[,;]\s*(?:and\s+)?note who\s+(.+?)\.?$/i, (found) => capitalize(found)],
  [/[,;]\s*(?:and\s+)?(?:a|any) (?:student|child|pupil) who\s+(.+?)\s+has it\.?$/i, (found) => capitalize(found)],
  [/[,;]\s*(?:and\s+)?look(?:ing)? for\s+(.+?)\.?$/i, (found) => capitalize(found)],
];

/** A check's question and expected answer: said outright ("Expected answer: …"), else what to listen for, else neutral. */
function checkOf(text: string, expectedLine?: string): Step["check"] {
  if (expectedLine) return { question: sentence(text), expectedAnswer: sentence(capitalize(expectedLine)) };
  const said = text.match(
    /^(.+?)\s*[(—–-]?\s*\*{0,2}\b(?:Expected(?: answer)?|Look for|Listen for|Answer|Success looks like)(?::\*{0,2}|\*{1,2}:)\s*(.+?)\)?$/i,
  );
  if (said?.[1] && said[2] && !/[,;]\s*$/.test(said[1])) {
    return { question: sentence(said[1]), expectedAnswer: sentence(capitalize(said[2])) };
  }
  for (const [pattern, expected] of LISTEN_FOR) {
    const match = text.match(pattern);
    if (match?.[1] && match.index) {
      return { question: sentence(text.slice(0, match.index)), expectedAnswer: sentence(expected(match[1])) };
    }
  }
  return { question: sentence(text), expectedAnswer: NEUTRAL_EXPECTED_ANSWER };
}

/** A block of numbered, timed steps: "1. **Name** (N min)" and its "- *Teacher:* …" lines. */
function stepsOf(block: string): Step[] | undefined {
  const parts = block.split(/^(?=\d+\. )/m).filter((part) => /^\d+\. /.test(part));
  const steps: Step[] = [];
  for (const part of parts) {
    const [first = "", ...rest] = part.split("\n");
    const minutes = Number(first.match(/\((\d+)\s*min(?:ute)?s?\.?\)/i)?.[1] ?? Number.NaN);
    const title = flat(
      (first.match(/\*\*(.+?)\*\*/)?.[1] ?? first.replace(/^\d+\.\s*/, ""))
        .replace(/\s*\((\d+)\s*min(?:ute)?s?\.?\)\s*/i, " ")
        .replace(/[:—–-]\s*$/, ""),
    );
    const fields = new Map<string, string>();
    const extras: string[] = [];
    let last: string | undefined;
    for (const line of rest) {
      const item = line.match(/^\s*[-*] +(?:\*{1,2}([^*:]+?):?\*{1,2}:?|([A-Z][\w ]{1,30}):)\s*(.*)$/);
      if (item) {
        const label = (item[1] ?? item[2] ?? "").trim();
        const text = (item[3] ?? "").trim();
        const key = /^teacher/i.test(label)
          ? "teacher"
          : /^(students|children|pupils|learners)/i.test(label)
            ? "students"
            : /^(check|cfu)/i.test(label)
              ? "check"
              : /^(expected|look for|listen for|success)/i.test(label)
                ? "expected"
                : undefined;
        if (key && !fields.has(key)) {
          fields.set(key, text);
          last = key;
        } else {
          extras.push(`${label}: ${text}`);
          last = undefined;
        }
      } else if (last && /^\s+\S/.test(line)) fields.set(last, `${fields.get(last)} ${line.trim()}`);
    }
    const teacher = fields.get("teacher");
    const students = fields.get("students");
    const check = fields.get("check");
    if (!title || !Number.isInteger(minutes) || !teacher || !students || !check) return undefined;
    steps.push({
      title,
      minutes,
      // What a refine added to the step (a line of its own) is part of what the teacher does.
      teacher: flat([teacher, ...extras.map(sentence)].join(" ")),
      students: flat(students),
      slideText: plain(firstSentence(flat(students))),
      check: checkOf(flat(check), fields.get("expected")),
    });
  }
  return steps.length ? steps : undefined;
}

/** The flow: one block of steps, or one "### Day N (M min)" block each. */
function flowOf(body: string): { steps: Step[]; days: Day[] } | undefined {
  if (!/^### /m.test(body)) {
    const steps = stepsOf(body);
    return steps && { steps, days: [] };
  }
  const days: Day[] = [];
  for (const part of body.split(/^### +/m).slice(1)) {
    const [heading = "", ...rest] = part.split("\n");
    const label = heading.match(/^\**((?:Day|Session|Lesson)\s+\d+)\b/i)?.[1];
    const minutes = Number(heading.match(/\((\d+)\s*min(?:ute)?s?\.?\)/i)?.[1] ?? Number.NaN);
    const stage = heading.match(/\)\s*[:—–-]\s*(.+)$/)?.[1] ?? heading.match(/^[^:—–-]+[:—–-]\s*([^()]+?)\s*\(/)?.[1];
    const text = rest.join("\n");
    const goal = labelled(text, /Goal/) ?? stage;
    const steps = stepsOf(text);
    if (!label || !Number.isInteger(minutes) || !goal || !steps) return undefined;
    days.push({ label: capitalize(label), minutes, goal: flat(goal), steps });
  }
  return { steps: [], days };
}

function differentiationOf(body: string) {
  const found: Partial<Record<keyof LessonPlan["differentiation"], string[]>> = {};
  const add = (field: keyof LessonPlan["differentiation"], text: string) => {
    found[field] = [...(found[field] ?? []), text];
  };
  for (const bullet of bullets(body)) {
    const item = labelledBullet(bullet);
    if (!item) continue;
    const { label, text } = item;
    if (/^support\b/i.test(label)) add("support", text);
    else if (/^(stretch|challenge|extension)\b/i.test(label)) add("stretch", text);
    else if (/special educational|\bsen\b|\bsend\b|\biep\b/i.test(label)) add("specialEducationalNeeds", text);
    else if (/multilingual|language learners|english learners|\bell\b|\beal\b/i.test(label))
      add("multilingualLearners", text);
    // Points a refine or an instruction added ("Students who use wheelchairs", "Dyslexia", "More challenge").
    else if (/challeng|stretch|advanced|ready for more/i.test(label)) add("stretch", `${label}: ${text}`);
    else if (/multilingual|language/i.test(label)) add("multilingualLearners", `${label}: ${text}`);
    else if (/wheelchair|dyslexi|autis|adhd|hearing|visual|needs|disab|mobility/i.test(label))
      add("specialEducationalNeeds", `${label}: ${text}`);
    else add("support", `${label}: ${text}`);
  }
  const { support, stretch, specialEducationalNeeds, multilingualLearners } = found;
  if (!support || !stretch || !specialEducationalNeeds || !multilingualLearners) return undefined;
  const join = (texts: string[]) => capitalize(texts.join(" "));
  return {
    support: join(support),
    stretch: join(stretch),
    specialEducationalNeeds: join(specialEducationalNeeds),
    multilingualLearners: join(multilingualLearners),
  };
}

/** Options of a multiple-choice question, and the option an answer names ("(b)", "b)", "B."). */
function optionLetter(answer: string) {
  return answer.match(/^\(?([a-d])[).:]?(?:\s|;|,|$)/i)?.[1]?.toLowerCase();
}

/** A numbered quiz: each item's question, answer and (for multiple choice) the other options. */
function quizOf(text: string): QuizQuestion[] {
  const items = text
    .split(/^(?=\d+\. )/m)
    .filter((item) => /^\d+\. /.test(item))
    // An item ends at a paragraph of its own ("**Homework:** …" after the last question).
    .map((item) => item.split(/\n\s*\n(?=\S)/)[0] ?? "");
  return items.flatMap((item) => {
    const lines = item.split("\n");
    const options: string[] = [];
    const kept: string[] = [];
    for (const line of lines) {
      const option = line.match(/^\s*[-*]\s+\(?([a-d])[).]\s+(.+)$/i);
      if (option) options.push((option[2] ?? "").trim());
      else kept.push(line);
    }
    const whole = flat(kept.join(" ").replace(/^\d+\.\s*/, ""));
    const [question = "", answer = ""] = whole.split(/\s*(?:[-*]\s+)?\*{1,2}Answer:?\*{1,2}:?\s*|\s+Answer:\s*/i);
    if (!question || !answer) return [];
    let asked = question.trim();
    // "Which is right: (a) X, or (b) Y?" gives its options inline.
    const inline = asked.match(/^(.*?):?\s*\(a\)\s*(.+?),?\s+or\s+\(b\)\s*(.+?)\??$/i);
    if (!options.length && inline) {
      asked = `${(inline[1] ?? "").trim()}?`;
      options.push((inline[2] ?? "").trim(), (inline[3] ?? "").trim());
    }
    const letter = optionLetter(answer.trim());
    if (options.length >= 2 && letter) {
      const index = letter.charCodeAt(0) - 97;
      const correct = options[index];
      if (!correct) return [];
      const distractors = options.filter((_, at) => at !== index).slice(0, 3);
      return [{ question: asked, answer: correct, distractors }];
    }
    return [{ question: asked, answer: capitalize(answer.trim()), distractors: [] }];
  });
}

function assessmentOf(body: string) {
  const exitAt = body.search(/^(?:\*\*[^*\n]*\bexit\b[^*\n]*\*\*:?|#{3,4} [^\n]*\bexit\b[^\n]*)\s*$/im);
  const aligned = exitAt === -1 ? body : body.slice(0, exitAt);
  const exit = exitAt === -1 ? body : body.slice(exitAt);
  const entries: LessonPlan["assessment"] = [];
  for (const bullet of bullets(aligned)) {
    const evidence = bullet.match(/^(.+?):\s*(evidence\b.+)$/i);
    const item = labelledBullet(bullet);
    const split = evidence
      ? { objective: evidence[1] ?? "", evidence: evidence[2] ?? "" }
      : item?.text
        ? { objective: item.label, evidence: item.text }
        : bullet.match(/^(.+?):\s+(.+)$/)
          ? { objective: bullet.replace(/:\s+.*$/, ""), evidence: bullet.replace(/^.+?:\s+/, "") }
          : undefined;
    if (split) {
      entries.push({
        objective: flat(split.objective.replace(/\*\*/g, "")),
        evidence: sentence(capitalize(split.evidence.trim())),
      });
    }
  }
  // Homework set after the exit quiz is assessed too.
  for (const paragraph of body.split(/\n\s*\n/)) {
    const homework = flat(paragraph).match(/^\*\*(Homework|Take-home activity):?\*\*:?\s*(.+)$/i);
    if (homework) entries.push({ objective: homework[1] ?? "", evidence: sentence(capitalize(homework[2] ?? "")) });
  }
  return { entries, exitQuiz: quizOf(exit) };
}

const PHILOSOPHY_PARTS = {
  objectives: /^objectives?$/i,
  materials: /^materials?$/i,
  lessonFlow: /^(lesson )?flow$/i,
  differentiation: /^differentiation$/i,
  assessment: /^assessment$/i,
} as const;

function philosophyOf(body: string): LessonPlan["philosophy"] | undefined {
  const parts: Partial<Record<keyof typeof PHILOSOPHY_PARTS, string>> = {};
  let reflectionQuestion: string | undefined;
  for (const bullet of bullets(body)) {
    const item = labelledBullet(bullet);
    if (!item) continue;
    const field = (Object.keys(PHILOSOPHY_PARTS) as (keyof typeof PHILOSOPHY_PARTS)[]).find((key) =>
      PHILOSOPHY_PARTS[key].test(item.label),
    );
    if (!field) continue;
    // "A question Educator might ask you after this lesson on …: *question*" closes the composer's last point.
    const asked = item.text.match(/\s*A question [^:]*?might ask you[^:]*:\s*\*(.+?)\*\s*$/);
    if (asked) reflectionQuestion = asked[1]?.trim();
    parts[field] = capitalize((asked ? item.text.slice(0, asked.index) : item.text).trim());
  }
  const reflection = labelled(body, /A question to reflect on|Reflection question|A question to ask yourself/);
  reflectionQuestion ??= reflection?.replace(/^\*(.+)\*$/, "$1");
  const { objectives, materials, lessonFlow, differentiation, assessment } = parts;
  if (!objectives || !materials || !lessonFlow || !differentiation || !assessment) return undefined;
  return {
    objectives,
    materials,
    lessonFlow,
    differentiation,
    assessment,
    reflectionQuestion: reflectionQuestion ?? NEUTRAL_REFLECTION_QUESTION,
  };
}

function instructionsOf(body: string | undefined): LessonPlan["instructions"] {
  if (body === undefined) return [];
  return bullets(body).flatMap((bullet) => {
    const applied = bullet.match(/^Applied:\s*\*(.+?)\*\s*(?:\((.+)\))?\.?$/);
    if (applied) {
      const where = applied[2] ? sentence(capitalize(applied[2])) : "Applied in the plan.";
      return [{ instruction: (applied[1] ?? "").trim(), applied: true, where }];
    }
    const notApplied = bullet.match(/^Not applied[^:]*:\s*\*(.+?)\*\s*(.*)$/);
    if (notApplied) {
      const said = (notApplied[1] ?? "").trim();
      const reason = said.match(/\s*\(([^()]+)\)$/);
      const instruction = reason ? said.slice(0, reason.index).trim() : said;
      const where = [reason?.[1] && sentence(capitalize(reason[1])), notApplied[2]?.trim()].filter(Boolean).join(" ");
      return [{ instruction, applied: false, where: where || "Not applied." }];
    }
    // A connected model's own wording: the instruction quoted or in italics, then where.
    const quoted = bullet.match(/^[*“"](.+?)[*”"]\s*[:—–-]?\s*(.*)$/) ?? bullet.match(/^(.+?):\s+(.+)$/);
    const instruction = (quoted?.[1] ?? bullet).replace(/\*\*/g, "").trim();
    const where = (quoted?.[2] ?? "").trim() || bullet;
    const declined = /\bnot applied\b|\bcould not\b|\bcouldn't\b|\bcannot\b|\bwas not\b/i.test(where);
    return [{ instruction, applied: !declined, where: sentence(capitalize(where)) }];
  });
}

// ---------------------------------------------------------------------------------------------------
// The plan

/** The starter quiz: the check of prior knowledge, then what each keyword means (the others' definitions as distractors). */
function starterQuizOf(keywords: Keyword[], check: QuizQuestion | undefined): QuizQuestion[] {
  const questions: QuizQuestion[] = check ? [check] : [];
  for (const [index, keyword] of keywords.entries()) {
    if (questions.length >= 6) break;
    if (check && new RegExp(`\\*${escapeRegExp(keyword.term)}\\*`, "i").test(check.question)) continue;
    const distractors: string[] = [];
    for (let offset = 1; offset < keywords.length && distractors.length < 2; offset += 1) {
      const other = keywords[(index + offset) % keywords.length]?.definition;
      if (other && other !== keyword.definition && !distractors.includes(other)) distractors.push(other);
    }
    questions.push({ question: `What does *${keyword.term}* mean?`, answer: keyword.definition, distractors });
  }
  return questions;
}

/** The step that addresses a misconception: the one whose words share most with how it is addressed. */
function addressingStep(misconception: Omit<Misconception, "step">, steps: Step[]) {
  const wanted = contentWords(`${misconception.howAddressed} ${misconception.correction}`);
  const belief = plain(misconception.belief)
    .toLowerCase()
    .replace(/[.!?]$/, "");
  let best: { step: Step; score: number } | undefined;
  for (const step of steps) {
    const text = `${step.title} ${step.teacher} ${step.students} ${step.check.question}`;
    const shared = [...contentWords(text)].filter((word) => wanted.has(word)).length;
    const score = shared + (plain(text).toLowerCase().includes(belief) ? 1 : 0);
    if (!best || score > best.score) best = { step, score };
  }
  return best && best.score > 0 ? best.step.title : undefined;
}

/** The length the plan was written for: its "Inspired by … · 45 minutes" line, else its flow's minutes. */
function durationOf(markdown: string, flow: { steps: Step[]; days: Day[] }) {
  const stated = markdown.match(/^\*Inspired by .+? · (.+?)\*\s*$/m)?.[1]?.trim();
  if (stated) return stated;
  const sum = (steps: Step[]) => steps.reduce((total, step) => total + step.minutes, 0);
  if (flow.days.length === 0) return `${sum(flow.steps)} minutes`;
  const lengths = flow.days.map((day) => day.minutes);
  const total = lengths.reduce((a, b) => a + b, 0);
  const sessions = flow.days.some((day) => /^session/i.test(day.label));
  if (!sessions && lengths.every((minutes) => minutes === lengths[0])) {
    return `${flow.days.length} days of ${lengths[0]} minutes`;
  }
  return `${total} minutes in ${flow.days.length} ${sessions ? "sessions" : "days"}`;
}

/** Whether the flow's minutes add up: each day to its length, and the whole to the length the plan states. */
function coherent(duration: string, flow: { steps: Step[]; days: Day[] }) {
  const sum = (steps: Step[]) => steps.reduce((total, step) => total + step.minutes, 0);
  if (flow.steps.length > 0 === flow.days.length > 0) return false;
  if (flow.days.length === 0) {
    if (flow.steps.length < 2) return false;
    const single = duration.match(/^(\d+) minutes$/);
    return !single || Number(single[1]) === sum(flow.steps);
  }
  if (flow.days.some((day) => day.steps.length < 2 || day.minutes !== sum(day.steps))) return false;
  const labels = flow.days.map((day) => day.label.toLowerCase());
  if (labels.some((label, index) => !label.endsWith(` ${index + 1}`))) return false;
  const days = duration.match(/^(\d+) days of (\d+) minutes$/);
  if (days) return flow.days.length === Number(days[1]) && flow.days.every((day) => day.minutes === Number(days[2]));
  const total = duration.match(/^(\d+) minutes in (\d+) (?:sessions|days)$/);
  if (total) {
    const minutes = flow.days.reduce((all, day) => all + day.minutes, 0);
    return flow.days.length === Number(total[2]) && minutes === Number(total[1]);
  }
  return true;
}

/**
 * The old Markdown of a plan as a `LessonPlan`, or undefined when it is not a plan in the old anatomy,
 * when a part is missing or does not parse, when the result fails `LessonPlanSchema`, or when its
 * minutes do not add up. Pure: the same Markdown always gives the same plan.
 */
export function parseLegacyPlan(markdown: string, row: LegacyPlanRow): LessonPlan | undefined {
  const text = markdown.replace(/\r\n?/g, "\n");
  const title = text.match(/^# +(.+)$/m)?.[1]?.trim();
  if (!title) return undefined;
  const sections = sectionsOf(text);
  const section = (test: (key: string) => boolean) => sections.find(({ key }) => test(key))?.body;
  const lensBody = section((key) => /^through .+'s eyes$/.test(key));
  const outcomeBody = section((key) => key === "learning outcome and objectives");
  const priorBody = section((key) => key === "prior knowledge and keywords");
  const misconceptionsBody = section((key) => key === "common misconceptions");
  const materialsBody = section((key) => key === "materials and safety");
  const flowBody = section((key) => key === "lesson flow");
  const differentiationBody = section((key) => key === "differentiation");
  const assessmentBody = section((key) => key === "assessment");
  const philosophyBody = section((key) => /^how .+'s philosophy shapes this lesson$/.test(key));
  if (
    !lensBody ||
    !outcomeBody ||
    !priorBody ||
    !misconceptionsBody ||
    !materialsBody ||
    !flowBody ||
    !differentiationBody ||
    !assessmentBody ||
    !philosophyBody
  ) {
    return undefined;
  }

  const flow = flowOf(flowBody);
  const lens = lensOf(lensBody, text, row);
  const learningOutcome = labelled(outcomeBody, /Learning outcome/);
  const prior = priorOf(priorBody);
  const differentiation = differentiationOf(differentiationBody);
  const philosophy = philosophyOf(philosophyBody);
  if (!flow || !lens || !learningOutcome || !prior.prior || !differentiation || !philosophy) return undefined;

  const duration = durationOf(text, flow);
  if (!coherent(duration, flow)) return undefined;
  const allSteps = [...flow.steps, ...flow.days.flatMap((day) => day.steps)];
  const titles = new Set(allSteps.map((step) => step.title));
  const misconceptions: Misconception[] = [];
  for (const found of misconceptionsOf(misconceptionsBody)) {
    const quoted = [...titles].find((title) => found.howAddressed.includes(`“${title}”`));
    const named = found.step && titles.has(found.step) ? found.step : quoted;
    const step = named ?? addressingStep(found, allSteps);
    if (!step) return undefined;
    misconceptions.push({ ...found, step });
  }
  const { materials, safetyNotes } = materialsOf(materialsBody, prior.phrases);
  const assessment = assessmentOf(assessmentBody);

  const candidate: LessonPlan = {
    title,
    note: "",
    subject: row.subject,
    gradeLevel: row.gradeLevel,
    topic: row.topic,
    duration,
    lens,
    learningOutcome,
    objectives: objectivesOf(outcomeBody),
    priorKnowledge: prior.prior,
    keywords: prior.keywords,
    misconceptions,
    materials,
    safetyNotes,
    starterQuiz: starterQuizOf(prior.keywords, prior.checkQuestion),
    steps: flow.steps,
    days: flow.days,
    differentiation,
    assessment: assessment.entries,
    exitQuiz: assessment.exitQuiz,
    philosophy,
    instructions: instructionsOf(section((key) => key === "your instructions")),
  };
  const parsed = LessonPlanSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The one-time conversion

/** A parse that throws (on Markdown nobody foresaw) leaves the row as it was, like one that fails. */
function parseStored({ content, educator, ...row }: StoredMarkdown) {
  try {
    const plan = parseLegacyPlan(content, { ...row, educatorName: educator.name, methods: educator.knowledge.methods });
    return plan && { plan, content: renderPlan(plan) };
  } catch {
    return undefined;
  }
}

/** Gives every stored plan and version without an object the one parsed from its Markdown (see `givePlansObjects`). */
export const convertLegacyPlans = (db: Database) => givePlansObjects(db, parseStored);

/** The conversion as the data migration `prepareDatabase` runs once per database, right after the SQL migrations. */
export const planObjectsMigration: DataMigration = {
  name: "plan_objects",
  run: async (db) => {
    const { plans, versions } = await convertLegacyPlans(db);
    if (plans.converted + plans.unconverted + versions.converted + versions.unconverted > 0) {
      console.info(
        `[lyceum] plan_objects: ${plans.converted} of ${plans.converted + plans.unconverted} stored plans and ` +
          `${versions.converted} of ${versions.converted + versions.unconverted} refined versions given plan objects; ` +
          "the rest stay Markdown only",
      );
    }
    return { plans, versions };
  },
};
