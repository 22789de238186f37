import { BAND_LABELS } from "@/db/data/bands";
import type { EducatorKnowledge, MethodStep } from "@/db/data/educator-types";
import { contentWords, overlap, relevance, stableHash, stem } from "@/lib/text";
import { ageProblems } from "./check-age";
import type { GradeSystemId } from "./grade-systems";
import { type Band, gradeNumber, SUBJECT_SCAFFOLDS } from "./scaffolds";

type KeyIdea = EducatorKnowledge["keyIdeas"][number];
type Method = EducatorKnowledge["methods"][number];

/** Words that tie an idea or a method to an age. */
const BAND_WORDS: Record<Band, string[]> = {
  early: ["early", "young", "play", "preschool", "children", "hands", "senses", "practical"],
  primary: ["primary", "children", "play", "curiosity", "hands", "story", "imagination"],
  lower: ["adolescents", "students", "questions", "inquiry", "community", "discussion"],
  upper: ["adolescents", "students", "critical", "argument", "dialogue", "society", "independence"],
};

/** Ideas and methods about other ages than the lesson's are never its lens. */
const WRONG_AGE: Record<Band, RegExp> = {
  early: /\b(adolescen\w*|university|adults?(?!-led)|internet)\b/i,
  primary: /\b(adolescen\w*|university|first six years)\b/i,
  lower: /\b(six to twelve|first six years|young(er)? children|toddlers?|preschool\w*|kindergarten)\b/i,
  upper: /\b(six to twelve|first six years|young(er)? children|toddlers?|preschool\w*|kindergarten)\b/i,
};

/** Whether a method runs a lesson's steps: not a way of planning a unit, nor a response to a child's anger. */
const runsSteps = (method: Method) => !method.planning && !method.response;

/** Whether a method is applied in a lesson of the subject (a scaffold key); methods without a rule suit any subject. */
const fitsSubject = (method: Method, subject: string) =>
  !method.subjects ||
  ("only" in method.subjects ? method.subjects.only.includes(subject) : !method.subjects.except.includes(subject));

/**
 * Whether the catalogue says a method can run a step of this kind in a lesson of this subject (a scaffold
 * key) and band: its `subjects`, `bands` and `steps` allow it, and it is no way of planning a unit or a year.
 * The lens's methods run the lesson's main steps, so the step is "core" unless said otherwise.
 */
export function methodFits(method: Method, subject: string, band: Band, step: MethodStep = "core") {
  return (
    runsSteps(method) &&
    fitsSubject(method, subject) &&
    (!method.bands || method.bands.includes(band)) &&
    (!method.steps || method.steps.includes(step))
  );
}

/** How many subjects a method suits: the most general methods stand in when none fits a lesson. */
const breadth = (method: Method) =>
  !method.subjects
    ? SUBJECT_SCAFFOLDS.length
    : "only" in method.subjects
      ? method.subjects.only.length
      : SUBJECT_SCAFFOLDS.length - method.subjects.except.length;

/** Grades 3–5 are primary, but no longer the young children of make-believe play and the first six years. */
const YOUNG_ONLY = /\b(young(er)? children|toddlers?|preschool\w*|make-believe|first six years)\b/i;

const fitsAge = (text: string, band: Band, olderPrimary = false) =>
  !WRONG_AGE[band].test(text) && !(olderPrimary && YOUNG_ONLY.test(text)) && ageProblems(text, band, []).length === 0;

/** Grade 3 and above, read from the form's grade level ("Grade 4", "4th grade"). */
const isOlderPrimary = (band: Band, gradeLevel = "", system?: GradeSystemId) =>
  band === "primary" && gradeNumber(gradeLevel, system) >= 3;

/** Ranks by score; ties are broken by the topic, so different topics draw on different ideas. */
function ranked<T>(items: readonly T[], score: (item: T) => number, key: (item: T) => string, topic: string) {
  return [...items]
    .map((item) => ({ item, score: score(item), tie: stableHash(`${topic}|${key(item)}`) }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
    .map(({ item }) => item);
}

/** What a class lacks or must avoid, in the teacher's words: "no internet", "without computers", "avoid screens". */
const LACKS =
  /\b(?:no|without|avoid|not|never|can'?t use|cannot use)\s+(?:any\s+|the\s+)?(?:[\w-]+\s+){0,1}?(?:technology|tech|screens?|devices?|computers?|tablets?|laptops?|projector|internet|wi-?fi|ipads?|phones?)\b/gi;

/** A method as it reads in a secondary lesson: the students are no longer children. */
function forAge(method: Method, band: Band): Method {
  if (band === "early" || band === "primary") return method;
  const description = method.description
    .replace(/\bchildren\b/g, "students")
    .replace(/\bchild\b/g, "student")
    .replace(/\bthe child's\b/g, "the student's");
  return { ...method, description };
}

export type Lens = {
  idea: KeyIdea;
  matched: string[];
  methods: [Method, Method];
  /**
   * "fits": every method in `methods` suits the lesson's subject, band and main steps by the catalogue's own
   * data (one that fits is given twice when the educator has only one). "none": the educator has no method
   * for this lesson; `methods` then holds their most general method as a stand-in, which a plan should not
   * present as their way of teaching the subject, and `note` says so.
   */
  fit: "fits" | "none";
  /** When `fit` is "none", the sentence a plan's lens shows instead of a method. */
  note?: string;
};

/**
 * The educator's lens on a lesson: the key idea and two methods that fit the topic, subject and age
 * best. The one place where both model paths choose an educator's centre idea for a lesson, so that it
 * can later draw on the shared knowledge retrieval (lib/ai/knowledge) instead of the catalogue's keywords.
 */
export function lensForTopic(
  educator: { name: string; knowledge: EducatorKnowledge },
  lesson: {
    subject: string;
    scaffold: string;
    topic: string;
    band: Band;
    gradeLevel?: string;
    gradeSystem?: GradeSystemId;
    instructions?: string;
    avoid?: RegExp;
  },
): Lens {
  const older = isOlderPrimary(lesson.band, lesson.gradeLevel, lesson.gradeSystem);
  const topicWords = contentWords(lesson.topic);
  // What the teacher says the class lacks ("we have no internet") is no word to match an idea or a method on.
  const instructions = (lesson.instructions ?? "").replace(LACKS, " ");
  const words = contentWords(`${lesson.subject} ${lesson.topic} ${instructions}`);
  const bandWords = BAND_WORDS[lesson.band];
  const { keyIdeas, methods } = educator.knowledge;
  const ideas = keyIdeas.filter((idea) => fitsAge(idea.idea, lesson.band, older));
  const [idea] = ranked(
    ideas.length ? ideas : keyIdeas,
    (candidate) =>
      relevance(candidate.keywords, topicWords) * 3 +
      relevance(candidate.keywords, words) * 2 +
      overlap(contentWords(candidate.idea), words) +
      relevance(candidate.keywords, bandWords),
    (candidate) => candidate.idea,
    lesson.topic,
  );
  const rank = (candidates: readonly Method[]) =>
    ranked(
      candidates,
      (method) =>
        relevance(method.keywords, words) * 2 +
        overlap(contentWords(method.description), words) +
        relevance(method.keywords, bandWords),
      (method) => method.name,
      lesson.topic,
    );
  // A lesson's steps are run only with methods the catalogue says suit its subject, its band and a lesson's
  // main steps, never with methods made for other subjects or ages, nor with ways of planning a unit or a
  // year: one that fits serves twice, and none that does not is used. What the teacher rules out ("no
  // computers") is left out, and one whose wording speaks of another age only when no other fits.
  const text = (method: Method) => `${method.name} ${method.description}`;
  const allowed = methods.filter(
    (method) => methodFits(method, lesson.scaffold, lesson.band) && !lesson.avoid?.test(text(method)),
  );
  const ofAge = allowed.filter((method) => fitsAge(text(method), lesson.band, older));
  const suited = rank(ofAge.length ? ofAge : allowed);
  // None fits: the educator's most general method stands in, marked as such, and the lens says so.
  const score = (method: Method) =>
    Number(!lesson.avoid?.test(text(method))) * 2 + Number(methodFits(method, "general", lesson.band));
  const general = methods.filter(runsSteps).sort((a, b) => score(b) - score(a) || breadth(b) - breadth(a));
  const fit = suited.length ? "fits" : "none";
  const [first, second] = suited.length ? [suited[0], suited[1] ?? suited[0]] : [general[0], general[0]];
  if (!idea || !first) throw new Error(`${educator.name} has no key ideas or methods`);
  // Say why the idea fits in the teacher's own words (the topic and instructions, not the subject's other
  // names: "social" of "social studies" in a history lesson): one of "math", "maths" is enough, and the
  // shorter (US) one.
  const told = contentWords(`${lesson.topic} ${instructions}`);
  const fitting = idea.keywords.filter((keyword) => relevance([keyword], told) > 0);
  const shortest = (keyword: string) =>
    fitting
      .filter((other) => stem(other) === stem(keyword))
      .reduce((best, other) => (other.length < best.length ? other : best));
  const matched = [...new Set(fitting.map(shortest))];
  const lens: Lens = {
    idea,
    matched,
    methods: [forAge(first, lesson.band), forAge(second ?? first, lesson.band)],
    fit,
  };
  return fit === "fits" ? lens : { ...lens, note: noMethodNote(educator, idea, lesson) };
}

/**
 * What the lens says when an educator has no method for a lesson. "Left no classroom method", not "wrote
 * nothing": Plato wrote about gymnastics and music, but no method of his in the catalogue teaches them.
 */
function noMethodNote(
  educator: { name: string; knowledge: EducatorKnowledge },
  idea: KeyIdea,
  lesson: { scaffold: string; band: Band; avoid?: RegExp },
) {
  const scaffold = SUBJECT_SCAFFOLDS.find((each) => each.key === lesson.scaffold);
  const subject =
    !scaffold || scaffold.key === "general"
      ? "this subject"
      : scaffold.label.toLowerCase().replace(/ and (literature|social studies)$/, "");
  const methods = educator.knowledge.methods.filter(runsSteps);
  const forSubject = methods.some((method) => fitsSubject(method, lesson.scaffold));
  const forBand = methods.some((method) => methodFits(method, lesson.scaffold, lesson.band));
  const lacking = !forSubject
    ? `${educator.name} left no classroom method for teaching ${subject}`
    : !forBand
      ? `${educator.name} left no classroom method for teaching ${subject} in ${BAND_LABELS.plan[lesson.band]}`
      : `None of ${educator.name}'s methods for ${subject} suits what this class can use`;
  return `${lacking}; this lesson reasons from their principle in ${idea.source.title} instead.`;
}
