import { NUMBER_WORDS } from "@/db/data/number-words";
import { contentWords, escapeRegExp, stem } from "@/lib/text";
import { type GradeSystemId, resolveGrade } from "../grade-systems";
import { readInstructions } from "../instructions";
import { arts } from "./arts";
import { computing } from "./computing";
import { drama } from "./drama";
import { general } from "./general";
import { geography } from "./geography";
import { history } from "./history";
import { languageArts } from "./language-arts";
import { languages } from "./languages";
import { mathematics } from "./mathematics";
import { music } from "./music";
import { philosophy } from "./philosophy";
import { physicalEducation } from "./physical-education";
import { pshe } from "./pshe";
import { religiousEducation } from "./religious-education";
import { science } from "./science";
import type { Band, SafetyRule, SubjectScaffold } from "./types";

export * from "./types";

export const SUBJECT_SCAFFOLDS: readonly SubjectScaffold[] = [
  mathematics,
  science,
  languageArts,
  history,
  geography,
  arts,
  drama,
  music,
  physicalEducation,
  languages,
  computing,
  religiousEducation,
  philosophy,
  pshe,
  general,
];

/** Whether `text` holds `phrase` as whole words (a plural counts). */
export function mentions(text: string, phrase: string) {
  return new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase.toLowerCase())}(e?s)?($|[^\\p{L}])`, "u").test(
    text.toLowerCase(),
  );
}

/** The scaffold for a teacher's subject: the longest subject name it mentions wins; otherwise general. */
export function subjectScaffold(subject: string): SubjectScaffold {
  let best = general;
  let length = 0;
  for (const scaffold of SUBJECT_SCAFFOLDS) {
    for (const name of scaffold.names) {
      if (name.length > length && mentions(subject, name)) {
        best = scaffold;
        length = name.length;
      }
    }
  }
  return best;
}

/**
 * The subject in the words an educator's ideas are matched on: the teacher's, with the other names of
 * the subject it names. A subject no scaffold names (Health) has none: the fallback's own names
 * ("personal finance") would make it a finance lesson, and the lens said it "speaks to personalised".
 */
export function subjectTerms(subject: string) {
  const scaffold = subjectScaffold(subject);
  return scaffold === general ? subject : `${subject} ${scaffold.names.join(" ")}`;
}

/**
 * The US grade a grade level is read as, in the teacher's grade system ("Year 4" in England and Wales: 3;
 * lib/lessons/grade-systems.ts): 0 Kindergarten, -1 the year before, 13 higher education. A text no
 * system has is read as the oldest: the server accepts only the systems' labels.
 */
export const usGradeOf = (gradeLevel: string, system?: GradeSystemId) =>
  (resolveGrade(gradeLevel, system) ?? resolveGrade(gradeLevel))?.usGrade ?? 13;

/** The US grade number of a grade level ("Grade 4" → 4, England's "Year 4" → 3); NaN for Kindergarten and Higher Education. */
export function gradeNumber(gradeLevel: string, system?: GradeSystemId) {
  const grade = usGradeOf(gradeLevel, system);
  return grade >= 1 && grade <= 12 ? grade : Number.NaN;
}

/** The grade band of a grade level from the form, in the teacher's grade system ("Kindergarten", "Grade 1" … "Higher Education"; "Year 4"…). */
export function gradeBand(gradeLevel: string, system?: GradeSystemId): Band {
  const grade = usGradeOf(gradeLevel, system);
  return grade <= 0 ? "early" : grade <= 5 ? "primary" : grade <= 8 ? "lower" : "upper";
}

/** Kindergarten to Grade 2: children who answer aloud and draw more than they write. */
export function isEarlyGrade(gradeLevel: string, system?: GradeSystemId) {
  return usGradeOf(gradeLevel, system) <= 2;
}

/** Food is a hazard in any subject (a tasting in languages, fractions with a recipe); knives only where food is prepared. */
const ALLERGIES =
  "Check every student's food allergies and dietary needs before the lesson, and offer a non-food alternative.";
/** Alternatives, the first that applies taken: knives where food is prepared, else a role-play's café, else any food. */
const FOOD_RULES: SafetyRule[] = [
  {
    when: ["cooking", "baking", "recipe", "food technology", "food tech"],
    notes: [
      ALLERGIES,
      "Wash hands, tie back hair and clean surfaces before handling food; teach safe knife grips (bridge and claw) if knives are used.",
    ],
  },
  // A café or restaurant is most often a role-play: food comes in only if the teacher brings it.
  {
    when: ["cafe", "café", "restaurant", "menu"],
    notes: ["If real food or drink is brought in for the role-play, check allergies and dietary needs first."],
  },
  { when: ["food", "tasting", "nutrition", "snack"], notes: [ALLERGIES] },
];

/** Notes that apply to any lesson that leaves the school building. */
const TRIP_NOTES = [
  "Follow the school's procedure for any trip off site: permission, risk assessment and enough adults.",
  "Count students before leaving and on return; agree on a meeting point and what to do if someone is lost.",
];
const OUTDOOR_NOTES = [
  "Check the outdoor area for hazards first, set clear boundaries, and agree on a signal to gather.",
];

/**
 * The safety notes a lesson needs: the subject's general notes, those its topic triggers, and notes for
 * time outdoors or a trip when the teacher asks for one. Empty when the lesson needs none.
 */
export function safetyNotes(scaffold: SubjectScaffold, topic: string, { outdoors = false, trip = false } = {}) {
  const notes: string[] = [];
  const applies = (rule: SafetyRule) => rule.when === "always" || rule.when.some((word) => mentions(topic, word));
  const food = FOOD_RULES.find(applies);
  for (const rule of [...scaffold.safety, ...(food ? [food] : [])]) {
    if (applies(rule)) notes.push(...rule.notes);
  }
  if (trip) notes.push(...TRIP_NOTES);
  else if (outdoors) notes.push(...OUTDOOR_NOTES);
  return [...new Set(notes)];
}

/** The safety notes a teacher's request needs, read from its subject, topic and instructions. */
export function lessonSafetyNotes(lesson: { subject: string; topic: string; customInstructions?: string | null }) {
  const instructions = readInstructions(lesson.customInstructions ?? undefined);
  return safetyNotes(subjectScaffold(lesson.subject), `${lesson.topic} ${lesson.subject}`, {
    outdoors: instructions.has("outdoor"),
    trip: instructions.has("trip"),
  });
}

/**
 * The words a lesson's kind is read from (scaffold `topics`, `unless`, `topicsLike`, `createFor`): its
 * topic and its subject, since a subject can name the kind whatever the topic's words ("Elasticity" in
 * Economics is a lesson on markets, not on the past).
 */
export const lessonKind = (lesson: { topic: string; subject: string }) => `${lesson.topic} ${lesson.subject}`;

/**
 * What learners of the band bring to a topic (with `{topic}` in it): the subject's usual prior knowledge,
 * unless it already names all that the topic teaches ("can count to ten" before a lesson on counting to
 * ten, but "can name basic colors" is what a lesson on mixing colors builds on); then the general
 * scaffold's, which builds on everyday experience of the topic. `topic` is best given as its terms,
 * without the words that frame it ("causes" of "Causes of the American Revolution").
 */
export function priorKnowledgeFor(scaffold: SubjectScaffold, band: Band, topic: string, kind = topic) {
  const like = topicLike(scaffold, band, kind);
  if (like) return like.priorKnowledge;
  const known = new Set(contentWords(scaffold.priorKnowledge[band].replaceAll("{topic}", "")).map(stem));
  const taught = contentWords(numbersAsWords(topic)).map(stem);
  return taught.length && taught.every((word) => known.has(word))
    ? general.priorKnowledge[band]
    : scaffold.priorKnowledge[band];
}

/** The numbers the prior knowledge writes as words: zero to ten. */
const UP_TO_TEN = NUMBER_WORDS.slice(0, 11);

/** "Counting to 10" as the prior knowledge writes it: "counting to ten". */
const numbersAsWords = (text: string) =>
  text.replace(/\b(\d{1,2})\b/g, (digits) => UP_TO_TEN[Number(digits)] ?? digits);

/** The kind of topic (scaffold `topicsLike`) a lesson is, read from its `lessonKind`, where the subject's usual prior knowledge and materials do not fit it. */
const topicLike = (scaffold: SubjectScaffold, band: Band, kind: string) =>
  scaffold.topicsLike?.find(
    (like) => (!like.bands || like.bands.includes(band)) && like.topics.some((word) => mentions(kind, word)),
  );

/** What the subject puts on the tables for a kind of lesson (`lessonKind`) at the band: the kind's own, else the subject's. */
export const materialsFor = (scaffold: SubjectScaffold, band: Band, kind: string) =>
  topicLike(scaffold, band, kind)?.materials ?? scaffold.materials[band];

/** What students analyze that they have not seen, for a kind of lesson: the kind's own, else the subject's (a source in history). */
export const newCaseFor = (scaffold: SubjectScaffold, band: Band, kind: string) =>
  topicLike(scaffold, band, kind)?.newCase ?? scaffold.newCase ?? "a new example of {topic}";
