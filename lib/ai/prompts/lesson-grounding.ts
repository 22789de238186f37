import { BAND_LABELS } from "@/db/data/bands";
import { lensForTopic } from "@/lib/lessons/educator-lens";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import { readInstructions } from "@/lib/lessons/instructions";
import {
  type Band,
  gradeBand,
  gradeNumber,
  lessonKind,
  lessonSafetyNotes,
  priorKnowledgeFor,
  subjectScaffold,
  subjectTerms,
} from "@/lib/lessons/scaffolds";
import { phrasesFor } from "@/lib/lessons/scaffolds/phrases";
import { forBand, matchTopic, type TopicForBand } from "@/lib/lessons/topic-library";
import type { EducatorProfile } from "./educator-profile";

export type GroundedLesson = {
  subject: string;
  gradeLevel: string;
  gradeSystem?: GradeSystemId;
  topic: string;
  customInstructions?: string;
};

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

const AGE_RULES = {
  early:
    "Five-year-olds: no note-taking, no written exit slips or worksheets; checks are spoken, shown or drawn; no step longer than 15 minutes.",
  primary: "Short written answers only; no step longer than 30 minutes; plenty of talk and hands-on work.",
  lower: "Students aged about 11-14: vary the activity at least every 20-25 minutes.",
  upper: "Students aged about 14-18: never address them as young children; no step longer than 45 minutes.",
} as const;

/** What the topic library knows of the topic, for the prompt: its file, labelled as checked content. */
function topicGrounding(topic: TopicForBand, band: Band, focus?: string) {
  const simple = band === "early" || band === "primary";
  const activity = topic.activities.find((each) => !each.bands || each.bands.includes(band)) ?? topic.activities[0];
  return [
    `- What Lyceum's topic library knows of "${topic.title}" (checked content: build the plan on it, and add what it leaves out only where you are sure of it):`,
    focus
      ? `  - These notes are on ${topic.title} as a whole; the teacher's topic narrows it to "${focus}": keep to that, using what fits below.`
      : "",
    `  - Students should understand: ${topic.summary}`,
    `  - Key ideas: ${topic.keyIdeas.join(" | ")}`,
    `  - Keywords: ${topic.keywords.map((item) => `${item.term} (${simple ? item.simple : item.definition})`).join("; ")}`,
    topic.objectives?.length
      ? `  - Objectives that fit this age: ${topic.objectives.map((item) => `${item.verb} ${item.text.replaceAll("*", "")} (${item.criterion})`).join(" | ")}`
      : "",
    topic.task?.length
      ? `  - What students can make of it: ${topic.task.map((item) => `${item.verb} ${item.text}`).join(" | ")}`
      : "",
    topic.recall?.length
      ? `  - What the lesson builds on, for the starter quiz (not what it teaches): ${topic.recall.map((item) => `${item.question} (${item.answer})`).join(" | ")}`
      : "",
    `  - Misconceptions: ${topic.misconceptions.map((item) => `${item.belief} In fact: ${item.correct} (address it: ${item.address})`).join(" | ")}`,
    activity
      ? `  - An activity that works: ${activity.name}. Teacher: ${activity.teacher} Students: ${activity.students} Equipment: ${activity.equipment.join(", ") || "none"}.${activity.safety.length ? ` Safety: ${activity.safety.join(" ")}` : ""}`
      : "",
    topic.people?.length
      ? `  - People: ${topic.people.map((person) => `${person.name} (${person.role}${person.dates ? `, ${person.dates}` : ""})`).join("; ")}`
      : "",
    topic.events?.length
      ? `  - Events: ${topic.events.map((event) => `${event.date}: ${event.event}`).join("; ")}`
      : "",
    topic.works?.length
      ? `  - Works: ${topic.works.map((work) => `${work.title} (${work.by}, ${work.year})`).join("; ")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The grounding of a connected model's plan, from what Lyceum knows, never from guesses about the topic:
 * the educator's lens for this topic (idea and methods, with their works); the topic library's file
 * when it has the topic; and the subject's material, labelled as the subject's in general (prior
 * knowledge, its general misconceptions, safety notes, age rules), so a model does not take it for the
 * topic's own.
 */
export function lessonGrounding(educator: EducatorProfile, lesson: GroundedLesson) {
  const band = gradeBand(lesson.gradeLevel, lesson.gradeSystem);
  const scaffold = subjectScaffold(lesson.subject);
  const lens = lensForTopic(educator, {
    subject: subjectTerms(lesson.subject),
    scaffold: scaffold.key,
    topic: lesson.topic,
    band,
    gradeLevel: lesson.gradeLevel,
    gradeSystem: lesson.gradeSystem,
    instructions: lesson.customInstructions,
  });
  const found = matchTopic(scaffold.key, lesson.topic);
  // The file as taught at this grade, as the built-in model's plan reads it: no ovules in Grade 2.
  const topic = forBand(found?.topic, band, gradeNumber(lesson.gradeLevel, lesson.gradeSystem));
  const general = scaffold.misconceptions.filter(
    (item) => item.about.length === 0 && (!item.bands || item.bands.includes(band)),
  );
  const safety = lessonSafetyNotes(lesson);
  const phrases = phrasesFor(lesson.subject, lesson.topic);
  const unrecognized = readInstructions(lesson.customInstructions).unrecognized;
  return [
    `Grounding for this lesson (${scaffold.label}, ${BAND_LABELS.plan[band]}):`,
    `- The educator's lens that fits this topic best: "${lens.idea.idea}" (paraphrase, ${lens.idea.source.title}, ${year(lens.idea.source.year)}). Methods to build the flow on: ${lens.methods.map((method) => `${method.name} (${method.description})`).join("; ")}.`,
    topic
      ? topicGrounding(topic, band, found?.focus)
      : "- Lyceum's topic library has no notes on this topic: write its content (key ideas, keywords, misconceptions, quiz answers) yourself, accurately, and leave out anything you are not sure of.",
    `- Typical prior knowledge in ${scaffold.label} at this age (the subject's in general): ${priorKnowledgeFor(scaffold, band, lesson.topic, lessonKind(lesson)).replaceAll("{topic}", lesson.topic)}`,
    general.length
      ? `- Misconceptions of ${scaffold.label} in general (not of this topic; use one only where it applies): ${general
          .slice(0, 3)
          .map((item) => `students may think ${item.belief}; in fact ${item.truth}`)
          .join(" | ")
          .replaceAll("{topic}", lesson.topic)}.`
      : "",
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
