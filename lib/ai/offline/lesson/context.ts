import type { EducatorSeed } from "@/db/data/educator-types";
import { type Lens, lensForTopic } from "@/lib/lessons/educator-lens";
import { type ReadInstructions, readInstructions } from "@/lib/lessons/instructions";
import {
  type Activity,
  type Band,
  gradeBand,
  gradeNumber,
  type Keyword,
  type Misconception,
  mentions,
  type SubjectScaffold,
  subjectScaffold,
  subjectTerms,
} from "@/lib/lessons/scaffolds";
import { phrasesFor, taughtLanguage } from "@/lib/lessons/scaffolds/phrases";
import { contentWords, relevance, stableHash } from "../text";
import { KIND_MISCONCEPTIONS, type TopicProfile, topicProfile } from "./topic";

export type LessonBrief = {
  subject: string;
  gradeLevel: string;
  topic: string;
  customInstructions?: string;
};

export type LessonContext = {
  educator: EducatorSeed;
  brief: LessonBrief;
  band: Band;
  scaffold: SubjectScaffold;
  instructions: ReadInstructions;
  lens: Lens;
  misconceptions: Misconception[];
  keywords: Keyword[];
  /** In a language lesson on an everyday topic, the phrases it teaches in the language taught. */
  phrases: ReturnType<typeof phrasesFor>;
  /** The topic as it reads inside a sentence ("counting to ten", but "the Cold War", "Ancient Egypt"). */
  topic: string;
  /** "children" in the early years, "students" after. */
  learners: string;
  /** Kindergarten to Grade 2: the exit questions are asked and answered aloud, not written. */
  spoken: boolean;
  /** What the topic is about, its key terms and its kind. */
  profile: TopicProfile;
  /** Words students work with, those of the topic first. */
  vocabulary: string[];
  /** Replaces `{topic}` with the topic, `{matter}` with what it is about and `{key}` with its first keyword. */
  fill: (text: string) => string;
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

/** Activities fit for the band, without technology when the teacher asked for none. */
export function usable(
  activities: readonly Activity[],
  context: Pick<LessonContext, "band" | "instructions" | "brief">,
) {
  return activities.filter(
    (activity) =>
      activity.bands.includes(context.band) &&
      (!activity.topics || activity.topics.some((word) => mentions(context.brief.topic, word))) &&
      !activity.unless?.some((word) => mentions(context.brief.topic, word)) &&
      !ruledOut(context.instructions)?.test(`${activity.name} ${activity.teacher} ${activity.students}`),
  );
}

/**
 * The keyword a sentence about the topic works with, and prior knowledge is checked on: not the topic's
 * own name ("using words like *photosynthesis* to explain photosynthesis" says nothing).
 */
export const workingKeyword = (keywords: readonly Keyword[], matter: string) =>
  keywords.find((keyword) => keyword.term.toLowerCase() !== matter.toLowerCase()) ?? keywords[0];

/** Lower-cases a topic's first word unless the topic is a name ("Ancient Egypt", "Shakespeare's Macbeth"). */
/** Single words teachers give as a topic that are names, and keep their capital inside a sentence ("Macbeth", "Rome"). */
const NAMES = new Set(
  `Macbeth Hamlet Othello Beowulf Frankenstein Dracula Shakespeare Rome Egypt Greece China India Africa Europe Asia
  America Britain England Scotland Wales Ireland France Germany Spain Italy Japan Mexico Brazil Australia Antarctica
  Vikings Romans Greeks Egyptians Aztecs Maya Mayans Incas Tudors Victorians Normans Saxons Stuarts Christmas Easter
  Diwali Ramadan Eid Hanukkah Mars Jupiter Venus Saturn Mercury Neptune Uranus`.split(/\s+/),
);

export function inSentence(topic: string) {
  const [first = "", second = "", ...rest] = topic.split(" ");
  if (first === "The" && /^[A-Z]/.test(second)) return ["the", second, ...rest].join(" ");
  const ordinary = /^[A-Z][a-z]+$/.test(first) && !/^[A-Z]/.test(second) && !NAMES.has(first);
  return withArticle(ordinary ? [first.toLowerCase(), second, ...rest].join(" ").trim() : topic);
}

/**
 * Topics named by one thing that English names with "the" ("water cycle", "French Revolution", "human
 * heart", "life cycle of a frog"): the head noun, before any "of", decides.
 */
const DEFINITE_HEADS = new Set([
  "body",
  "constitution",
  "cycle",
  "depression",
  "empire",
  "enlightenment",
  "heart",
  "holocaust",
  "movement",
  "reformation",
  "renaissance",
  "revolution",
  "system",
  "war",
]);

function withArticle(topic: string) {
  if (/^(?:a|an|the|my|our|your|this|these|how|why|what|when|where)\b/i.test(topic)) return topic;
  const head = (topic.split(/ of /i)[0] ?? "").split(" ").at(-1)?.toLowerCase() ?? "";
  return DEFINITE_HEADS.has(head) ? `the ${topic}` : topic;
}

/** Kinds of topic whose name is what is studied (a war, a novel, a country), not a word to learn. */
const NAMED_KINDS = new Set<TopicProfile["kind"]>(["text", "event", "place"]);

/**
 * The topic's key terms students learn: a skill's verb ("telling" of "Telling the time") is what they do, not
 * a word, and the name of the war, text or place studied is not a word either.
 */
export const learnedTerms = (profile: TopicProfile) =>
  profile.keyTerms.filter((term) => !/ing$/.test(term) && !(NAMED_KINDS.has(profile.kind) && /^[A-Z]/.test(term)));

/**
 * The words students work with: the topic's own keywords first, then names in the topic, then the
 * subject's words; the topic's single words ("states", "matter") only when there are few others, and
 * never a modifier alone ("fairy" of "fairy tale characters").
 */
function vocabularyOf(keywords: Keyword[], profile: TopicProfile) {
  // A text's title is what is read, not a word to use; what it is read for ("loneliness and power") is.
  const themes = profile.focus?.split(/\s*(?:,|\band\b|\bor\b)\s*/).filter((theme) => theme && !theme.includes(" "));
  const words = [
    ...(themes ?? []),
    ...keywords.filter((keyword) => keyword.about.length).map((keyword) => keyword.term),
    ...(NAMED_KINDS.has(profile.kind)
      ? []
      : profile.terms.filter((term) => term.includes(" ") || profile.terms.length === 1)),
    ...keywords.map((keyword) => keyword.term),
  ];
  return [...new Set(words.length >= 4 ? words : [...words, ...learnedTerms(profile)])];
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
  const band = gradeBand(brief.gradeLevel);
  const scaffold = subjectScaffold(brief.subject);
  const topicWords = contentWords(brief.topic);
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
  const sentence = inSentence(brief.topic);
  const profile = topicProfile(sentence, brief.topic, scaffold.key);
  // A title and subtitle ("Basketball: passing and moving") read in a sentence as what the lesson is about.
  const topic = /:\s/.test(brief.topic) ? profile.matter : sentence;
  const instructions = readInstructions(brief.customInstructions);
  const about = `${brief.topic} ${brief.subject}`;
  // A scaffold item another sense of the topic's words rules out ("plant life cycles": no chrysalis).
  const holds = (item: { unless?: readonly string[] }) => !item.unless?.some((word) => mentions(about, word));
  // A keyword the topic names itself ("rhythm" of "Rhythm and beat") ranks as the topic's own.
  const keywords = rank(
    scaffold.keywords,
    (item) => [item.term, ...item.about],
    (item) => item.term,
  )
    .filter((item) => item.about.length === 0 || item.about.some((word) => mentions(about, word)))
    .filter((item) => (!item.bands || item.bands.includes(band)) && holds(item))
    .filter((item, index, all) => all.findIndex((other) => other.term === item.term) === index)
    .slice(0, band === "early" ? 3 : 4);
  const key = workingKeyword(keywords, profile.matter)?.term ?? profile.matter;
  // "a {matter} problem" of "the time" reads "a time problem", not "a the time problem".
  // "In the target language" names the language, where the subject does: "in Spanish".
  const language = taughtLanguage(brief.subject);
  const fill = (text: string) =>
    (language ? text.replaceAll("the target language", language) : text)
      .replaceAll("{topic}", topic)
      .replaceAll("{matter}", profile.matter)
      .replaceAll("{key}", key)
      .replace(/\b([Aa]) the /g, "$1 ");
  const fits = (item: Misconception) =>
    (!item.bands || item.bands.includes(band)) &&
    holds(item) &&
    !ruledOut(instructions)?.test(`${item.belief} ${item.address}`);
  const ranked = rank(
    scaffold.misconceptions,
    (item) => item.about,
    (item) => item.belief,
  ).filter(fits);
  // Misconceptions about the topic first, then one about its kind (both count as about the topic's terms);
  // failing both, a general one of the subject, shown with examples from the topic.
  const general = ranked
    .filter((item) => item.about.length === 0)
    .map((item) => ({ ...item, address: item.address.replace(/\.?$/, `, taking examples from {matter}.`) }));
  // A kind's misconception naming topic words of its own holds only for topics that use one of them.
  const ofKind = KIND_MISCONCEPTIONS[profile.kind]
    .filter((item) => fits(item) && (item.about.length === 0 || item.about.some((word) => mentions(about, word))))
    .map((item) => ({ ...item, about: profile.terms }));
  // The topic's kind words an idea the subject also knows in the topic's own terms ("the French Revolution
  // had one cause", not "a war or a revolution has one single cause"), so it takes that idea's place.
  const specific = ranked
    .filter((item) => item.about.some((word) => mentions(about, word)))
    .map((item) => ofKind.find((kind) => item.idea !== undefined && kind.idea === item.idea) ?? item);
  // One about the topic's kind when the subject knows fewer than two about the topic itself.
  if (specific.length < 2) specific.push(...ofKind.filter((kind) => !specific.includes(kind)));
  // A general misconception of the subject only when none is known about the topic.
  const misconceptions = [...specific, ...general.slice(0, specific.length ? 0 : 1)]
    .slice(0, band === "early" ? 2 : 3)
    .map((item) => ({ ...item, belief: fill(item.belief), truth: fill(item.truth), address: fill(item.address) }));
  return {
    educator,
    brief,
    band,
    scaffold,
    instructions,
    lens: withTopicExamples(
      lensForTopic(educator, {
        subject: subjectTerms(brief.subject),
        scaffold: scaffold.key,
        topic: brief.topic,
        band,
        gradeLevel: brief.gradeLevel,
        instructions: brief.customInstructions,
        avoid: ruledOut(instructions),
      }),
      [...topicWords, ...keywords.flatMap((keyword) => contentWords(keyword.term))],
    ),
    topic,
    misconceptions,
    keywords,
    phrases: phrasesFor(brief.subject, brief.topic),
    profile,
    vocabulary: vocabularyOf(keywords, profile),
    learners: band === "early" ? "children" : "students",
    spoken: band === "early" || (band === "primary" && gradeNumber(brief.gradeLevel) <= 2),
    fill,
    rank,
  };
}
