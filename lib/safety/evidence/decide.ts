import {
  accidentTerms,
  actorTerms,
  causeTerms,
  childTerms,
  classroomAskTerms,
  fictionTerms,
  hedgeTerms,
  idiomTerms,
  placeTerms,
  reportTerms,
  seenToTerms,
  teachingTerms,
} from "./context";
import { abuseIndicators } from "./harm-abuse";
import { careIndicators } from "./harm-care";
import { contextIndicators } from "./harm-context";
import { exploitationIndicators } from "./harm-exploitation";
import { familyIndicators } from "./harm-families";
import { hiddenIndicators } from "./harm-hidden";
import { riskIndicators } from "./harm-risk";
import { sexualIndicators } from "./harm-sexual";
import { toldIndicators } from "./harm-told";
import { warningIndicators } from "./harm-warning";
import { compileTerms, termsIn, withoutPhrases, wordsOf } from "./match";
import type { HarmIndicator } from "./types";

/** Every sign of harm the decision reads, by category. */
export const harmIndicators: HarmIndicator[] = [
  ...abuseIndicators,
  ...sexualIndicators,
  ...riskIndicators,
  ...exploitationIndicators,
  ...contextIndicators,
  ...warningIndicators,
  ...hiddenIndicators,
  ...familyIndicators,
  ...careIndicators,
  ...toldIndicators,
];
const indicators = harmIndicators.map((indicator) => ({
  ...indicator,
  compiled: compileTerms(indicator.terms),
}));
const child = compileTerms(childTerms);
const actor = compileTerms(actorTerms);
const report = compileTerms(reportTerms);
const place = compileTerms(placeTerms);
const teaching = compileTerms(teachingTerms);
const hedge = compileTerms(hedgeTerms);
const accident = compileTerms(accidentTerms);
const cause = compileTerms(causeTerms);
const fiction = compileTerms(fictionTerms);
const classroomAsk = compileTerms(classroomAskTerms);
const seenTo = compileTerms(seenToTerms);
const idioms = compileTerms(idiomTerms);

/** A sign of harm found in a text: its category, how much it weighs, and the terms that showed it. */
export type HarmFound = {
  category: string;
  strength: HarmIndicator["strength"];
  needsActor: boolean;
  explainedByAccident: boolean;
  explainedByCause: boolean;
  needsSecondSign: boolean;
  terms: string[];
};

/** Everything the safeguarding decision reads in a text, term by term, so a verdict can be explained. */
export type Evidence = {
  harm: HarmFound[];
  child: string[];
  actor: string[];
  /** What was said, shown or seen about a child (`place` counts as a report too, but not against a lesson). */
  report: string[];
  /** A particular child placed in the teacher's care: "one of my", "in my class". */
  place: string[];
  teaching: string[];
  hedge: string[];
  accident: string[];
  /** An ordinary cause for a fear or a goodbye: a storm, a test, a death in the family. */
  cause: string[];
  /** A made-up situation for the class ("a role-play in which"): in a brief, not a report. */
  fiction: string[];
  /** The teacher asks for ideas to use in class: "any tips?", "calming routines?". */
  ask: string[];
  /** A doctor or a parent has already seen to it: "the GP diagnosed", "on antibiotics". */
  seenTo: string[];
  /** The text describes a lesson to plan: a hard topic in it is taught unless a child or adult is named. */
  lessonBrief: boolean;
};

export function evidenceIn(text: string, { lessonBrief = false }: { lessonBrief?: boolean } = {}): Evidence {
  const words = withoutPhrases(wordsOf(text), idioms);
  return {
    harm: indicators
      .map(({ category, strength, needsActor, explainedByAccident, explainedByCause, needsSecondSign, compiled }) => ({
        category,
        strength,
        needsActor: Boolean(needsActor),
        explainedByAccident: Boolean(explainedByAccident),
        explainedByCause: Boolean(explainedByCause),
        needsSecondSign: Boolean(needsSecondSign),
        terms: termsIn(compiled, words),
      }))
      .filter((found) => found.terms.length > 0),
    child: termsIn(child, words),
    actor: termsIn(actor, words),
    report: termsIn(report, words),
    place: termsIn(place, words),
    teaching: termsIn(teaching, words),
    lessonBrief,
    hedge: termsIn(hedge, words),
    accident: termsIn(accident, words),
    cause: termsIn(cause, words),
    fiction: termsIn(fiction, words),
    ask: termsIn(classroomAsk, words),
    seenTo: termsIn(seenTo, words),
  };
}

/**
 * Whether the evidence points to a child at risk. A question about how to teach a subject (or a lesson
 * brief naming no child or adult), with nothing reported about a particular child (or what is reported
 * called a joke), is not a disclosure. Otherwise
 * a strong sign counts on its own, and a weak one (whose adult, where it needs one, is named; a sign of
 * a pattern, such as "two phones", only beside a second sign) counts beside two more pieces of
 * evidence: a child as the subject, an adult as the actor, a report of what
 * was said or seen, another sign of harm (a context sign among them: "a secret and sweets"). An
 * injury put down to an accident ("a bruise on his knee from football"), with no other sign, does not.
 * Without a weak sign, a report about a particular child that names an adult beside signs of two
 * different kinds ("mum's boyfriend makes her sit on his lap and she doesn't like it") counts too, unless
 * the teacher asks how to teach something ("his mum makes him go to bed at 8: how do I talk about sleep?").
 */
export function pointsToRisk(evidence: Evidence) {
  if (readAsTeaching(evidence)) return false;
  if (evidence.harm.some((found) => found.strength === "strong")) return true;
  const actorNamed = evidence.actor.length > 0;
  const counting = unexplained(
    evidence.harm.filter((found) => actorNamed || !found.needsActor),
    evidence,
  );
  const signs = new Set(counting.flatMap((found) => found.terms)).size;
  const weak = counting.filter((found) => found.strength === "weak" && (!found.needsSecondSign || signs >= 2));
  const told = [...evidence.report, ...evidence.place];
  const kinds = [evidence.child, evidence.actor, told].filter((terms) => terms.length > 0).length;
  // A question framed as teaching ("how do I explain our sex-ed unit?") needs one piece of evidence more.
  if (weak.length > 0) return kinds + signs - 1 >= (evidence.teaching.length > 0 ? 3 : 2);
  return kinds === 3 && evidence.teaching.length === 0 && signKinds(counting) >= 2;
}

/** How many kinds of sign were found, a term inside a longer one found ("money" in "gives him money") not counted again. */
function signKinds(found: HarmFound[]) {
  const terms = found.flatMap((sign) => sign.terms);
  const longest = (term: string) => !terms.some((other) => other !== term && other.includes(term));
  return new Set(found.filter((sign) => sign.terms.some(longest)).map((sign) => sign.category)).size;
}

/**
 * The signs less those an accident or an ordinary cause explains ("fell at football", "scared of
 * thunder", "a goodbye letter to her grandad who died"), when nothing else (an adult's cruelty, a secret)
 * sits beside them.
 */
function unexplained(found: HarmFound[], evidence: Evidence) {
  const explains = (sign: HarmFound) =>
    (evidence.accident.length > 0 && sign.explainedByAccident) || (evidence.cause.length > 0 && sign.explainedByCause);
  const explained = !found.some((sign) => sign.strength === "weak" && !explains(sign));
  return explained ? found.filter((sign) => !explains(sign)) : found;
}

/** A question about how to teach a subject (or a lesson brief naming nobody), with nothing reported about a child. */
function readAsTeaching(evidence: Evidence) {
  // Where the child is ("in my class") is not what happened to them: it does not outweigh a lesson.
  // An adult named beside a child of theirs is a report, whatever the verb: "an adult asked one of my students".
  const placedWithAdult = evidence.place.length > 0 && evidence.actor.length > 0;
  // A brief's role-play or scenario is made up: who "tells" or "asks" in it reports nothing.
  const madeUp = evidence.lessonBrief && evidence.fiction.length > 0;
  const reported = (evidence.report.length > 0 || placedWithAdult) && evidence.hedge.length === 0 && !madeUp;
  const briefOnTopic = evidence.lessonBrief && evidence.child.length === 0 && evidence.actor.length === 0;
  return (evidence.teaching.length > 0 || briefOnTopic || madeUp) && !reported;
}

/**
 * The second net, for what the decision above misses (no list of words reaches every way a child's harm
 * is told): the text reports something about a particular child (a child named, and what they said or
 * showed) with signs of harm that did not reach the threshold. What the child said
 * called a joke or an exaggeration is not a concern.
 */
export function mayConcern(evidence: Evidence) {
  if (readAsTeaching(evidence) || evidence.hedge.length > 0) return false;
  if (evidence.child.length === 0 || evidence.report.length + evidence.place.length === 0) return false;
  // A note costs the teacher one sentence, a child missed far more; but "hungry" or "two phones" alone is
  // ordinary school life: one sign needs to stand alone, or an adult named beside it, else two signs.
  const counting = unexplained(evidence.harm, evidence);
  const signs = new Set(counting.flatMap((found) => found.terms)).size;
  const alone = counting.some((found) => found.strength !== "context" && !found.needsSecondSign);
  const besideAdult = evidence.actor.length > 0 && counting.some((found) => found.strength === "context");
  return signs >= 2 || alone || besideAdult;
}

/** True when the text may describe a child at risk, read as independent evidence (see `pointsToRisk`). */
export function isDisclosure(text: string, options: { lessonBrief?: boolean } = {}) {
  return pointsToRisk(evidenceIn(text, options));
}

/** What the safeguarding reading makes of a text: a disclosure, a possible concern (see `mayConcern`), or neither. */
export function safeguardingReading(text: string, options: { lessonBrief?: boolean } = {}) {
  return readForHarm(text, options).reading;
}

/**
 * The safeguarding reading, whether the text holds any sign of harm that no accident or ordinary cause
 * explains and no hedge ("she was joking") takes back, whether it names a child, and whether it tells
 * of a particular child (what they said or showed, or "one of my") without asking how to teach, for
 * ideas or advice for class, or after what a doctor or an ordinary cause explains (`childToldOf`): what
 * the concern model needs beside its score (lib/safety/model).
 */
export function readForHarm(text: string, options: { lessonBrief?: boolean } = {}) {
  const evidence = evidenceIn(text, options);
  const signOfHarm = evidence.hedge.length === 0 && unexplained(evidence.harm, evidence).length > 0;
  const aboutChild = evidence.child.length > 0;
  const childToldOf =
    aboutChild &&
    evidence.report.length + evidence.place.length > 0 &&
    [...evidence.teaching, ...evidence.hedge, ...evidence.ask, ...evidence.seenTo, ...evidence.cause].length === 0;
  if (pointsToRisk(evidence)) return { reading: "disclosure" as const, signOfHarm, aboutChild, childToldOf };
  const reading = mayConcern(evidence) ? ("possible concern" as const) : undefined;
  return { reading, signOfHarm, aboutChild, childToldOf };
}
