import "server-only";
import { GRADE_BAND_OF } from "@/db/data/bands";
import type { GradeBand } from "@/db/data/note-types";
import { type Topic, topicLibrary } from "@/lib/lessons/topic-library";

/** What Lyceum's topic library (db/data/topics) holds on a topic a teacher names in a question. */
export type TopicNotes = {
  title: string;
  /** The subjects the library files the topic under ("science", "language-arts"). */
  subjects: string[];
  /** The library's definition of the term the teacher named, when they named one of its keywords. */
  definition?: { term: string; meaning: string };
  /** A concrete demonstration the library gives: how it addresses a misconception, or an activity. */
  demonstration?: string;
  /** The belief the demonstration meets, when it meets one. */
  belief?: string;
  /** An activity the library gives for the topic, at the students' age: another demonstration. */
  activity?: string;
};

const key = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const contains = (text: string, phrase: string) => phrase.length >= 3 && ` ${text} `.includes(` ${phrase} `);

/**
 * The topic the text is about, and what the library says of it; undefined when the library has no notes
 * on it. A text is about a topic when it names its title or an alias, or when the whole text is one of
 * its keywords (a follow-up's "an example of density"): a keyword met inside a longer question is no sign
 * of its topic ("independence" in a question about independent work is not the American Revolution).
 * Its demonstration meets a belief of the students' age when the teacher named one. Read from the library's
 * data, so a topic added to it is found here with no code.
 */
export function topicNotesFor(
  text: string,
  band?: GradeBand,
  topics: Topic[] = topicLibrary(),
): TopicNotes | undefined {
  const asked = key(text);
  if (!asked) return undefined;
  const named = topics.find((topic) => [topic.title, ...topic.aliases].some((name) => contains(asked, key(name))));
  const byTerm = named
    ? undefined
    : topics
        .flatMap((topic) => topic.keywords.map((keyword) => ({ topic, keyword })))
        .find(({ keyword }) => key(keyword.term) === asked);
  const topic = named ?? byTerm?.topic;
  if (!topic) return undefined;
  const keyword = byTerm?.keyword ?? topic.keywords.find((each) => contains(asked, key(each.term)));
  const term = keyword && key(keyword.term);
  // The demonstration that speaks to the term asked about, else the topic's first, for the students' age.
  const beliefs = topic.misconceptions.filter(
    (each) => !band || !each.bands || each.bands.some((own) => GRADE_BAND_OF[own] === band),
  );
  const misconception =
    beliefs.find((each) => term && key(`${each.correct} ${each.address}`).includes(term)) ?? beliefs[0];
  const activity = topic.activities.find(
    (each) => !band || !each.bands || each.bands.some((own) => GRADE_BAND_OF[own] === band),
  );
  const activityText = activity && `${activity.name}: ${activity.teacher}`;
  return {
    title: topic.title,
    subjects: topic.subjects,
    ...(keyword ? { definition: { term: keyword.term, meaning: keyword.definition } } : {}),
    ...(misconception
      ? { demonstration: misconception.address, belief: misconception.belief }
      : activityText
        ? { demonstration: activityText }
        : {}),
    ...(misconception && activityText ? { activity: activityText } : {}),
  };
}
