import type { EducatorSeed } from "@/db/data/educator-types";
import { type Lens, lensForTopic } from "@/lib/lessons/educator-lens";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import { type ReadInstructions, readInstructions } from "@/lib/lessons/instructions";
import {
  type Activity,
  type Band,
  gradeBand,
  gradeNumber,
  isEarlyGrade,
  lessonKind,
  mentions,
  type SubjectScaffold,
  subjectScaffold,
  subjectTerms,
  usGradeOf,
} from "@/lib/lessons/scaffolds";
import { phrasesFor, taughtLanguage } from "@/lib/lessons/scaffolds/phrases";
import { forBand, matchTopic } from "@/lib/lessons/topic-library";
import { contentWords, relevance, stableHash } from "@/lib/text";
import { type Knowledge, knowledgeOf, lowerStart } from "./knowledge";
import { topicInSentence } from "./topic";

export type LessonBrief = {
  subject: string;
  gradeLevel: string;
  gradeSystem?: GradeSystemId;
  topic: string;
  customInstructions?: string;
};

export type LessonContext = Knowledge & {
  educator: EducatorSeed;
  brief: LessonBrief;
  band: Band;
  scaffold: SubjectScaffold;
  /** The words the lesson's kind is read from: its topic and its subject (`lessonKind`). */
  kind: string;
  instructions: ReadInstructions;
  lens: Lens;
  /** Whether the plan is a frame: the library has no notes on the topic, so its content is marked slots. */
  framed: boolean;
  /** The teacher's words that narrow a library topic ("act 1", "using fraction strips"), which its notes do not cover. */
  focus?: string;
  /** In a language lesson on an everyday topic, the phrases it teaches in the language taught. */
  phrases: ReturnType<typeof phrasesFor>;
  /** The topic as it reads inside a sentence ("photosynthesis", "the Cold War", "Ancient Egypt"). */
  topic: string;
  /** "children" in the early years, "students" after. */
  learners: string;
  /** Kindergarten to Grade 2: questions are asked and answered aloud, and keywords take their simple meaning. */
  spoken: boolean;
  /** The words students work with in the steps: the topic's keywords, or a frame's "Keyword N" slots. */
  vocabulary: string[];
  /**
   * A scaffold's text for this lesson: `{topic}` is the topic, and in a frame, where a key idea is named
   * (`idea`, from 0), the topic with the slot it works on ("recursion (Key idea 2)"); `{key}` is the first keyword.
   */
  fill: (text: string, idea?: number) => string;
  /** Items ordered by fit to the topic; ties broken by the topic, never by random noise. */
  rank: <T>(items: readonly T[], about: (item: T) => readonly string[], key: (item: T) => string) => T[];
};

/** Words that name equipment a "no technology" lesson cannot use. */
export const TECH =
  /\b(tablets?|computers?|laptops?|devices?|software|visualizer|projector|film|filmed|ScratchJr|video|screen|online|audio|recordings?|recorded|speaker|headphones|simulation|heart-rate monitors?|graphing calculators?|keyboards?|code|coding|internet)\b/i;

/** Words that name what needs the internet, which a lesson without it cannot use. */
const ONLINE = /\b(internet|online|websites?|web ?pages?|search engines?|google|wi-?fi|email)\b/i;

/** What the teacher's instructions rule out ("no technology", "no internet"), as words to keep out of the plan. */
export function ruledOut(instructions: Pick<LessonContext["instructions"], "has">) {
  if (instructions.has("no-technology")) return TECH;
  return instructions.has("no-internet") ? ONLINE : undefined;
}

/**
 * Activities fit for the band and the kind of lesson (its topic and subject), without technology when the
 * teacher asked for none; in a frame, none that fits only some topics of the subject (the frame cannot
 * know that its topic is one).
 */
export function usable(
  activities: readonly Activity[],
  context: Pick<LessonContext, "band" | "instructions" | "brief" | "framed" | "kind">,
) {
  return activities.filter(
    (activity) =>
      activity.bands.includes(context.band) &&
      // Read as a US grade, higher education 13: an activity for school grades only is no seminar's.
      !(
        usGradeOf(context.brief.gradeLevel, context.brief.gradeSystem) >
        (activity.upToGrade ?? Number.POSITIVE_INFINITY)
      ) &&
      !(context.framed && activity.fitsAnyTopic === false) &&
      (!activity.topics || activity.topics.some((word) => mentions(context.kind, word))) &&
      !activity.unless?.some((word) => mentions(context.kind, word)) &&
      !ruledOut(context.instructions)?.test(`${activity.name} ${activity.teacher} ${activity.students}`),
  );
}

/**
 * The lens's methods without the examples in brackets that belong to another lesson: the three-period
 * lesson's "('This is a rhombus')" in a lesson on compass directions. An example that shares a word with
 * the topic or its keywords stays.
 */
function withTopicExamples(lens: Lens, topicWords: string[]): Lens {
  const foreign = (example: string) => {
    const words = contentWords(example);
    return words.length > 0 && !words.some((word) => topicWords.includes(word));
  };
  // A method written with its own example ("such as a letter of the alphabet or fractions") is worded for
  // a step of any lesson (`inLesson`): its example belongs to one subject, and a step is no morning or week.
  const methods = lens.methods.map((method) => ({
    ...method,
    description: (method.inLesson ?? method.description).replace(/\s*\(([^)]*)\)/g, (whole, example: string) =>
      foreign(example) ? "" : whole,
    ),
  })) as Lens["methods"];
  return { ...lens, methods };
}

export function lessonContext(educator: EducatorSeed, brief: LessonBrief): LessonContext {
  const band = gradeBand(brief.gradeLevel, brief.gradeSystem);
  const scaffold = subjectScaffold(brief.subject);
  const topicWords = contentWords(brief.topic);
  // An activity made for the topic's own words (filling and pouring for capacity) comes first.
  const rank: LessonContext["rank"] = (items, about, key) =>
    [...items]
      .map((item) => ({
        item,
        // A phrase the topic names ("bill of rights") is as much the topic's own as a word it names.
        score:
          relevance([...about(item)], topicWords) +
          2 * about(item).filter((phrase) => phrase.includes(" ") && mentions(brief.topic, phrase)).length,
        tie: stableHash(`${brief.topic}|${key(item)}`),
      }))
      .sort((a, b) => b.score - a.score || a.tie - b.tie)
      .map(({ item }) => item);
  const instructions = readInstructions(brief.customInstructions);
  const spoken = isEarlyGrade(brief.gradeLevel, brief.gradeSystem);
  const found = matchTopic(scaffold.key, brief.topic);
  // The file as taught at this age and grade: no Ohm's law in a Grade 4 circuits lesson, no ovules in Grade 2.
  const known = forBand(found?.topic, band, gradeNumber(brief.gradeLevel, brief.gradeSystem));
  // A sentence names the library's topic ("equivalent fractions"); the teacher's words around it ("using
  // fraction strips") stay in the title and rank the activities.
  const typed = (known && found?.wordier ? known.title : brief.topic).trim();
  // A topic the file writes as a name ("Reconstruction", "Pythagorean theorem") keeps its capital in a sentence.
  const named =
    known !== undefined && /^[A-Z]/.test(typed) && !/^(?:The|A|An)\b/.test(typed) && lowerStart(typed, known) === typed;
  const topic = named && !typed.includes(":") ? typed : topicInSentence(typed);
  const focus = known ? found?.focus : undefined;
  const knowledge = knowledgeOf(known, { band, simple: spoken, topic, avoid: ruledOut(instructions), focus });
  const framed = !known;
  const vocabulary = knowledge.keywords.map((keyword) => keyword.term);
  const key = vocabulary[0] ?? topic;
  // "In the target language" names the language, where the subject does: "in Spanish".
  const language = taughtLanguage(brief.subject);
  const fill: LessonContext["fill"] = (text, idea) => {
    const about =
      framed && idea !== undefined ? `${topic} (${knowledge.ideas[idea % knowledge.ideas.length]?.label})` : topic;
    return (language ? text.replaceAll("the target language", language) : text)
      .replaceAll("{topic}", about)
      .replaceAll("{key}", key)
      .replace(/\b([Aa]) the /g, "$1 ");
  };
  return {
    ...knowledge,
    educator,
    brief,
    band,
    scaffold,
    kind: lessonKind(brief),
    instructions,
    framed,
    focus,
    lens: withTopicExamples(
      lensForTopic(educator, {
        subject: subjectTerms(brief.subject),
        scaffold: scaffold.key,
        topic: brief.topic,
        band,
        gradeLevel: brief.gradeLevel,
        gradeSystem: brief.gradeSystem,
        instructions: brief.customInstructions,
        avoid: ruledOut(instructions),
      }),
      [...topicWords, ...(framed ? [] : vocabulary.flatMap((term) => contentWords(term)))],
    ),
    topic,
    phrases: phrasesFor(brief.subject, brief.topic),
    vocabulary,
    learners: band === "early" ? "children" : "students",
    spoken,
    fill,
    rank,
  };
}
