import { educators } from "@/db/data/educators";
import { detectLanguage } from "./language";
import { compilePatterns, matchesAny, normalise } from "./patterns";
import { reportPatterns, safeguardingSignals, safeguardingTerms, teachingFramePatterns } from "./safeguarding-signals";
import {
  educationPatterns,
  followUpPatterns,
  identityPatterns,
  injectionLeftovers,
  injectionPatterns,
} from "./screening-signals";
import type { Verdict } from "./types";

const educatorNames = educators.flatMap((educator) => [educator.name, educator.name.split(" ").at(-1) ?? ""]);
const nameTerms = {
  educator: `(?:${educatorNames.map((name) => normalise(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
};

const signals = Object.entries(safeguardingSignals).map(([name, signal]) => ({
  name,
  ...signal,
  compiled: compilePatterns(signal.patterns, safeguardingTerms),
}));
const teachingFrame = compilePatterns(teachingFramePatterns);
const report = compilePatterns(reportPatterns);
const identity = compilePatterns(identityPatterns, nameTerms);
const injection = compilePatterns(injectionPatterns, nameTerms);
const leftovers = injectionLeftovers.map((source) => new RegExp(source, "gi"));
const education = compilePatterns(educationPatterns);
const followUpSignals = compilePatterns(followUpPatterns);

/** The safeguarding signals that count in the text (see lib/safety/safeguarding-signals.ts). */
export function safeguardingSignalsIn(text: string) {
  const normal = normalise(text);
  const present = new Set(signals.filter((signal) => matchesAny(signal.compiled, normal)).map((signal) => signal.name));
  return signals.filter(
    (signal) =>
      present.has(signal.name) &&
      (signal.counts === "alone" || (signal.counts === "with" && signal.with?.some((name) => present.has(name)))),
  );
}

/**
 * True when the text may describe a child at risk. A subject teachers teach (abuse, suicide...) counts
 * unless the text asks how to teach it and reports nothing a particular child said or showed.
 */
export function isSafeguardingConcern(text: string) {
  const counting = safeguardingSignalsIn(text);
  if (counting.length === 0) return false;
  if (counting.some((signal) => !signal.topical)) return true;
  const normal = normalise(text);
  return !matchesAny(teachingFrame, normal) || matchesAny(report, normal);
}

/**
 * The screening step: what the teacher's text is, and in which language, before any model sees it.
 * Pure. A safeguarding concern wins over everything; then attempts to change the role, questions about
 * who is answering, and text about nothing to do with teaching. `followUp` marks a later question in a
 * conversation, where "can you give an example?" is on topic without naming a classroom.
 */
export function screenText(text: string, { followUp = false }: { followUp?: boolean } = {}): Verdict {
  const language = detectLanguage(text);
  const normal = normalise(text);
  if (isSafeguardingConcern(text)) return { kind: "safeguarding", language };
  if (matchesAny(injection, normal)) return { kind: "injection", language, ...teachingQuestionOf(text, injection) };
  if (matchesAny(identity, normal)) return { kind: "identity", language, ...teachingQuestionOf(text, identity) };
  if (isOnTopic(normal, followUp)) return { kind: "ordinary", language };
  return { kind: "off_topic", language };
}

function isOnTopic(normal: string, followUp: boolean) {
  return matchesAny(education, normal) || (followUp && matchesAny(followUpSignals, normal));
}

/**
 * A lesson brief (subject, topic and the teacher's free-text instructions), screened as one text. Only
 * a safeguarding concern changes what happens; an injection has its instructions set aside
 * (`instructions` keeps the rest); the other classes make no sense for a brief and count as ordinary.
 */
export function screenLessonBrief(brief: { subject: string; topic: string; customInstructions?: string }) {
  const verdict = screenText([brief.subject, brief.topic, brief.customInstructions].filter(Boolean).join("\n"));
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
