import { educators } from "@/db/data/educators";
import { readForHarm } from "./evidence/decide";
import { detectLanguage } from "./language";
import { concernProbability } from "./model/concern-model";
import { NOTE_AT, REPLY_ABOUT_CHILD_AT, REPLY_AT, REPLY_TOLD_AT } from "./model/score";
import { compilePatterns, matchesAny, normalise } from "./patterns";
import {
  educationPatterns,
  followUpPatterns,
  identityPatterns,
  injectionLeftovers,
  injectionPatterns,
  notAboutTeachingPatterns,
  privacyPatterns,
  topicShiftPatterns,
} from "./screening-signals";
import type { Verdict } from "./types";

const educatorNames = educators.flatMap((educator) => [educator.name, educator.name.split(" ").at(-1) ?? ""]);
const alternatives = (names: string[]) =>
  `(?:${names.map((name) => normalise(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
/** Last names that are also everyday words ("bloom", "hooks"): alone, they do not make a question about education. */
const everydayWords = new Set(["hooks", "bloom", "mason", "robinson", "bois", "gardner", "plato", "mitra", "bethune"]);
const nameTerms = {
  educator: alternatives(educatorNames),
  known: alternatives(educatorNames.filter((name) => !everydayWords.has(normalise(name)))),
};

const topicShift = new RegExp(topicShiftPatterns.join("|"), "iu");
const identity = compilePatterns(identityPatterns, nameTerms);
const privacy = compilePatterns(privacyPatterns);
const injection = compilePatterns(injectionPatterns, nameTerms);
const leftovers = injectionLeftovers.map((source) => new RegExp(source, "gi"));
const education = compilePatterns(educationPatterns, nameTerms);
const followUpSignals = compilePatterns(followUpPatterns);
const notAboutTeaching = compilePatterns(notAboutTeachingPatterns);

/**
 * The screening step: what the teacher's text is, and in which language, before any model sees it.
 * Pure. A safeguarding concern wins over everything; then attempts to change the role, questions about
 * who is answering (and who reads what the teacher writes), and text about nothing to do with teaching. `followUp` marks a later question in a
 * conversation, where "can you give an example?" is on topic without naming a classroom.
 */
export function screenText(text: string, { followUp = false }: { followUp?: boolean } = {}): Verdict {
  const verdict = screen(text, { followUp, lessonBrief: false });
  if (verdict.kind === "safeguarding") return verdict;
  // "Can you help me plan a lesson on X? Also, unrelated, one of mine…": the child is read on their own,
  // so the lesson asked for first does not make what follows a teaching question.
  const [, ...after] = text.split(topicShift);
  const aside = after.filter((part) => part.trim());
  if (aside.some((part) => screen(part, { followUp, lessonBrief: false }).kind === "safeguarding"))
    return { kind: "safeguarding", language: verdict.language };
  return verdict;
}

/**
 * `lessonBrief`: the text describes a lesson to plan, so a hard topic in it is taught, not reported.
 * `parts`: what is read for harm, each part on its own (a brief's subject and topic, and its
 * instructions), so a hard topic ("Online safety: grooming") never lends its words to what the
 * instructions say of a child; by default the whole text. `told`: the part a teacher wrote in their own
 * words (the question, or a brief's instructions), which the concern model reads. The word lists decide
 * what they recognise; the model adds caution where they saw too little: a high score beside a sign of
 * harm the word lists found in the same words means the safeguarding reply, and so does a higher one
 * about a particular child told of (not asked as a matter for class, see `childToldOf`); a score past the
 * note's threshold, about any child or beside a sign of harm, opens the answer with the note (a question
 * about the weather gets no note, whatever its score). Narrowing the note to a child told of spared 50
 * of 150 everyday pastoral questions it, but cost the note to 4 of the eleventh blind set's 65
 * disclosures: a sentence too many for a teacher weighs less than a child missed.
 */
function screen(
  text: string,
  {
    followUp,
    lessonBrief,
    parts = [text],
    told = text,
  }: { followUp: boolean; lessonBrief: boolean; parts?: string[]; told?: string },
): Verdict {
  const language = detectLanguage(text);
  const normal = normalise(text);
  const readings = new Map(parts.map((part) => [part, readForHarm(part, { lessonBrief })]));
  const all = [...readings.values()];
  if (all.some(({ reading }) => reading === "disclosure")) return { kind: "safeguarding", language };
  const reading = all.find((each) => each.reading)?.reading;
  const probability = told ? concernProbability(told) : 0;
  const { signOfHarm, aboutChild, childToldOf } = told
    ? (readings.get(told) ?? readForHarm(told, { lessonBrief }))
    : { signOfHarm: false, aboutChild: false, childToldOf: false };
  // A child in a question is a child told of; in a brief's instructions it may be one made up for a role-play.
  const replyAt = aboutChild && !lessonBrief ? REPLY_ABOUT_CHILD_AT : REPLY_AT;
  if (signOfHarm && probability >= replyAt) return { kind: "safeguarding", language };
  if (childToldOf && !lessonBrief && probability >= REPLY_TOLD_AT) return { kind: "safeguarding", language };
  const possible = reading !== undefined || ((signOfHarm || aboutChild) && probability >= NOTE_AT);
  // A possible concern is about a child in the teacher's care, so never off topic.
  const concern: Pick<Verdict, "possibleConcern"> = possible ? { possibleConcern: true } : {};
  if (matchesAny(injection, normal))
    return { kind: "injection", language, ...teachingQuestionOf(text, injection), ...concern };
  // Who reads what the teacher writes is part of who answers: told plainly, in the educator's voice.
  if (matchesAny(privacy, normal))
    return { kind: "identity", privacy: true, language, ...teachingQuestionOf(text, privacy), ...concern };
  if (matchesAny(identity, normal))
    return { kind: "identity", language, ...teachingQuestionOf(text, identity), ...concern };
  if (possible || isOnTopic(normal, followUp)) return { kind: "ordinary", language, ...concern };
  return { kind: "off_topic", language };
}

/** On topic: words of teaching (or, later in a conversation, a pointer back), unless the teacher says it is not about school. */
function isOnTopic(normal: string, followUp: boolean) {
  if (matchesAny(notAboutTeaching, normal)) return false;
  return matchesAny(education, normal) || (followUp && matchesAny(followUpSignals, normal));
}

/**
 * A lesson brief (subject, topic and the teacher's free-text instructions), screened as one text whose
 * subject and topic, and instructions, are read for harm each on their own (see `screen`). Only
 * a safeguarding concern changes what happens; an injection has its instructions set aside
 * (`instructions` keeps the rest); the other classes make no sense for a brief and count as ordinary.
 */
export function screenLessonBrief(brief: { subject: string; topic: string; customInstructions?: string }) {
  const set = `${brief.subject}\n${brief.topic}`;
  const told = brief.customInstructions ?? "";
  const text = told ? `${set}\n${told}` : set;
  const verdict = screen(text, { followUp: false, lessonBrief: true, parts: told ? [set, told] : [set], told });
  const instructions = brief.customInstructions && setAside(brief.customInstructions, injection);
  if (verdict.kind === "safeguarding") return { verdict, instructions: brief.customInstructions };
  if (verdict.kind === "injection")
    return {
      verdict: { kind: "injection", language: verdict.language } as Verdict,
      instructions: instructions || undefined,
    };
  return {
    verdict: { kind: "ordinary", language: verdict.language } as Verdict,
    instructions: brief.customInstructions,
  };
}

/** The text without its sentences that match `set` (and without tags or role labels left behind). */
function setAside(text: string, set: RegExp[]) {
  return text
    .split(/(?<=[.!?\n])\s+|(?=<)|(?<=>)/)
    .filter((sentence) => !matchesAny(set, normalise(sentence)))
    .map((sentence) => leftovers.reduce((rest, pattern) => rest.replace(pattern, " "), sentence).trim())
    .filter(Boolean)
    .join(" ")
    .trim();
}

/** What is left once the sentences matching `set` are set aside, when it still asks about teaching. */
function teachingQuestionOf(text: string, set: RegExp[]): { teachingQuestion?: string } {
  const kept = setAside(text, set);
  return kept && matchesAny(education, normalise(kept)) ? { teachingQuestion: kept } : {};
}
