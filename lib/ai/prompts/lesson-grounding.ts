import { lensForTopic } from "@/lib/lessons/educator-lens";
import { readInstructions } from "@/lib/lessons/instructions";
import {
  BAND_LABELS,
  gradeBand,
  lessonSafetyNotes,
  mentions,
  priorKnowledgeFor,
  subjectScaffold,
  subjectTerms,
} from "@/lib/lessons/scaffolds";
import { phrasesFor } from "@/lib/lessons/scaffolds/phrases";
import type { EducatorProfile } from "./educator-profile";

export type GroundedLesson = { subject: string; gradeLevel: string; topic: string; customInstructions?: string };

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

const AGE_RULES = {
  early:
    "Five-year-olds: no note-taking, no written exit slips or worksheets; checks are spoken, shown or drawn; no step longer than 15 minutes.",
  primary: "Short written answers only; no step longer than 30 minutes; plenty of talk and hands-on work.",
  lower: "Students aged about 11-14: vary the activity at least every 20-25 minutes.",
  upper: "Students aged about 14-18: never address them as young children; no step longer than 45 minutes.",
} as const;

/**
 * The same grounding the built-in model composes from, as text for a connected model's prompt: the
 * educator's lens for this topic (idea and methods, with their works), and the subject and grade-band
 * scaffolds (prior knowledge, misconceptions, keywords, safety notes, age rules).
 */
export function lessonGrounding(educator: EducatorProfile, lesson: GroundedLesson) {
  const band = gradeBand(lesson.gradeLevel);
  const scaffold = subjectScaffold(lesson.subject);
  const lens = lensForTopic(educator, {
    subject: subjectTerms(lesson.subject),
    scaffold: scaffold.key,
    topic: lesson.topic,
    band,
    gradeLevel: lesson.gradeLevel,
    instructions: lesson.customInstructions,
  });
  const about = (words: readonly string[]) =>
    words.length === 0 || words.some((word) => mentions(`${lesson.topic} ${lesson.subject}`, word));
  const safety = lessonSafetyNotes(lesson);
  const phrases = phrasesFor(lesson.subject, lesson.topic);
  const unrecognized = readInstructions(lesson.customInstructions).unrecognized;
  return [
    `Grounding for this lesson (${scaffold.label}, ${BAND_LABELS[band]}):`,
    `- The educator's lens that fits this topic best: "${lens.idea.idea}" (paraphrase, ${lens.idea.source.title}, ${year(lens.idea.source.year)}). Methods to build the flow on: ${lens.methods.map((method) => `${method.name} (${method.description})`).join("; ")}.`,
    `- Typical prior knowledge: ${priorKnowledgeFor(scaffold, band, lesson.topic).replaceAll("{topic}", lesson.topic)}`,
    `- Misconceptions to consider: ${scaffold.misconceptions
      .filter((item) => about(item.about) && (!item.bands || item.bands.includes(band)))
      .slice(0, 4)
      .map((item) => `students may think ${item.belief}; in fact ${item.truth} (address it: ${item.address})`)
      .join(" | ")
      .replaceAll("{topic}", lesson.topic)}.`,
    `- Keywords to consider: ${scaffold.keywords
      .filter((item) => about(item.about))
      .map((item) => `${item.term} (${band === "early" || band === "primary" ? item.simple : item.definition})`)
      .join("; ")}.`,
    phrases
      ? `- Phrases in ${phrases.language} the lesson teaches (use them, and more of your own, in the language): ${phrases.phrases.map(([phrase, meaning]) => `${phrase} (${meaning})`).join("; ")}.`
      : "",
    safety.length
      ? `- Safety notes this lesson needs (include them): ${safety.join(" ")}`
      : "- No special safety notes are needed beyond classroom routines.",
    `- Age: ${AGE_RULES[band]}`,
    unrecognized.length ? `- Apply every teacher instruction, including: ${unrecognized.join(" ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}
