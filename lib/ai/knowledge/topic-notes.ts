import "server-only";
import { type Topic, topicLibrary } from "@/lib/lessons/topic-library";

/** What Lyceum's topic library (db/data/topics) holds on a topic a teacher names in a question. */
export type TopicNotes = {
  title: string;
  /** The library's definition of the term the teacher named, when they named one of its keywords. */
  definition?: { term: string; meaning: string };
  /** A concrete demonstration the library gives: how it addresses a misconception, or an activity. */
  demonstration?: string;
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
 * The topic the text names (its title, an alias, or one of its keywords, the longest first), and what
 * the library says of it; undefined when the library has no notes on it. Read from the library's data,
 * so a topic added to it is found here with no code.
 */
export function topicNotesFor(text: string, topics: Topic[] = topicLibrary()): TopicNotes | undefined {
  const asked = key(text);
  if (!asked) return undefined;
  const named = topics.find((topic) => [topic.title, ...topic.aliases].some((name) => contains(asked, key(name))));
  const byTerm = named
    ? undefined
    : topics
        .flatMap((topic) => topic.keywords.map((keyword) => ({ topic, keyword })))
        .filter(({ keyword }) => contains(asked, key(keyword.term)))
        .sort((a, b) => b.keyword.term.length - a.keyword.term.length)[0];
  const topic = named ?? byTerm?.topic;
  if (!topic) return undefined;
  const keyword = byTerm?.keyword ?? topic.keywords.find((each) => contains(asked, key(each.term)));
  const term = keyword && key(keyword.term);
  // The demonstration that speaks to the term asked about, else the topic's first.
  const misconception =
    topic.misconceptions.find((each) => term && key(`${each.correct} ${each.address}`).includes(term)) ??
    topic.misconceptions[0];
  const activity = topic.activities[0];
  return {
    title: topic.title,
    ...(keyword ? { definition: { term: keyword.term, meaning: keyword.definition } } : {}),
    ...(misconception
      ? { demonstration: misconception.address }
      : activity
        ? { demonstration: `${activity.name}: ${activity.teacher}` }
        : {}),
  };
}
