import { educators } from "@/db/data/educators";
import { detectLanguage } from "./language";
import { compilePatterns, matchesAny, normalise } from "./patterns";
import { disclosurePatterns, safeguardingTerms, teachingFramePatterns, topicPatterns } from "./safeguarding-signals";
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

const disclosure = compilePatterns(disclosurePatterns, safeguardingTerms);
const topic = compilePatterns(topicPatterns);
const teachingFrame = compilePatterns(teachingFramePatterns);
const identity = compilePatterns(identityPatterns, nameTerms);
const injection = compilePatterns(injectionPatterns, nameTerms);
const leftovers = injectionLeftovers.map((source) => new RegExp(source, "gi"));
const education = compilePatterns(educationPatterns);
const followUpSignals = compilePatterns(followUpPatterns);

/** True when the text may describe a child at risk. */
export function isSafeguardingConcern(text: string) {
  const normal = normalise(text);
  if (matchesAny(disclosure, normal)) return true;
  return matchesAny(topic, normal) && !matchesAny(teachingFrame, normal);
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

/** The sentences left once those matching `set` are removed, when they still ask about teaching. */
function teachingQuestionOf(text: string, set: RegExp[]): { teachingQuestion?: string } {
  const sentences = text.split(/(?<=[.!?\n])\s+|(?=<)|(?<=>)/);
  const kept = sentences
    .filter((sentence) => !matchesAny(set, normalise(sentence)))
    .map((sentence) => leftovers.reduce((rest, pattern) => rest.replace(pattern, " "), sentence).trim())
    .filter(Boolean)
    .join(" ")
    .trim();
  return kept && matchesAny(education, normalise(kept)) ? { teachingQuestion: kept } : {};
}
