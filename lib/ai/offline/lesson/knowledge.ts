import { planWords } from "@/db/data/plan-wording";
import { TOPIC_FOCUS_NOTE } from "@/db/data/topic-matching";
import type { Band } from "@/lib/lessons/scaffolds";
import type { TopicForBand as Topic } from "@/lib/lessons/topic-library";
import { contentWords, lowerFirst, relevance } from "@/lib/text";

/**
 * What the built-in model knows of a lesson's topic, and nothing more: the topic library's file when it
 * has the topic, else marked slots the teacher fills in (an honest frame). Every part of the plan that
 * carries the topic's content reads it from here, so a frame never passes generic words off as content.
 */

/** The note a frame carries under its title, word for word. */
export const FRAME_NOTE =
  "The built-in model has no notes on this topic yet: the parts marked “add …” are yours to fill in, or connect an AI model (see Help) to have them written.";

/**
 * The note of a plan on a library topic that the teacher's words narrow ("Macbeth act 1"): its notes are on
 * the whole topic, and it says so; empty when nothing narrows it.
 */
export const focusNote = ({ known, focus }: { known?: Topic; focus?: string }) =>
  known && focus ? TOPIC_FOCUS_NOTE.replace("{title}", known.title).replace("{focus}", focus) : "";

/** A keyword with its meaning for the class; a slot's term is "Keyword N" and its meaning says what to add. */
export type Term = { term: string; meaning: string; slot: boolean };

/** A misconception, its correct idea and how a lesson puts it right; a slot's texts say what to add. */
export type Belief = { belief: string; correction: string; address: string; slot: boolean };

/** A key idea the lesson teaches; a slot's label is "Key idea N" and its text says to add it. */
export type Idea = { label: string; text: string; slot: boolean };

export type TopicActivity = Topic["activities"][number];

export type Knowledge = {
  /** The library's topic, when it has one. */
  known?: Topic;
  keywords: Term[];
  misconceptions: Belief[];
  ideas: Idea[];
  /** The topic's activity that suits the band (a library topic only). */
  activity?: TopicActivity;
};

const BAND_ORDER: readonly Band[] = ["early", "primary", "lower", "upper"];

/**
 * The topic's activity for the band: one made for it, else one for every band, else the one made for the
 * nearest band (a topic asked for outside its bands); none the teacher's instructions rule out. Among
 * those as near, the one the teacher's narrowing words name comes first ("using fraction strips").
 */
export function activityFor(topic: Topic, band: Band, avoid?: RegExp, focus = "") {
  const allowed = topic.activities.filter(
    (activity) => !avoid?.test(`${activity.name} ${activity.teacher} ${activity.students}`),
  );
  const distance = (activity: TopicActivity) =>
    activity.bands
      ? Math.min(...activity.bands.map((each) => Math.abs(BAND_ORDER.indexOf(each) - BAND_ORDER.indexOf(band))))
      : 0.5;
  const focusWords = contentWords(focus);
  const named = (activity: TopicActivity) =>
    relevance(contentWords(`${activity.name} ${activity.students}`), focusWords);
  return [...allowed].sort((a, b) => distance(a) - distance(b) || named(b) - named(a))[0];
}

/** How many key ideas a frame leaves for the teacher to add. */
const FRAME_IDEAS = 3;

/** The marked slots of a topic the library does not have: keywords, one misconception and key ideas to add. */
function frame(topic: string): Knowledge {
  return {
    keywords: [1, 2, 3].map((number) => ({
      term: planWords("keyword", { n: number }),
      meaning: planWords("keywordMeaning", { topic }),
      slot: true,
    })),
    misconceptions: [
      {
        belief: planWords("misconception", { topic }),
        correction: planWords("correction"),
        address: planWords("address"),
        slot: true,
      },
    ],
    ideas: Array.from({ length: FRAME_IDEAS }, (_, index) => ({
      label: planWords("keyIdea", { n: index + 1 }),
      text: planWords("keyIdeaText"),
      slot: true,
    })),
  };
}

/**
 * The knowledge a plan is built from: the library's file (keywords in the words of the age, the simple
 * meaning for five- to eight-year-olds; its misconceptions, key ideas and the activity for the band),
 * else the frame's slots.
 */
export function knowledgeOf(
  known: Topic | undefined,
  { band, simple, topic, avoid, focus }: { band: Band; simple: boolean; topic: string; avoid?: RegExp; focus?: string },
): Knowledge {
  if (!known) return frame(topic);
  return {
    known,
    keywords: known.keywords.slice(0, 6).map((keyword) => ({
      term: keyword.term,
      meaning: simple ? keyword.simple : keyword.definition,
      slot: false,
    })),
    misconceptions: known.misconceptions.slice(0, 3).map((misconception) => ({
      belief: misconception.belief,
      correction: misconception.correct,
      address: misconception.address,
      slot: false,
    })),
    ideas: known.keyIdeas.map((idea, index) => ({
      label: planWords("keyIdea", { n: index + 1 }),
      text: idea,
      slot: false,
    })),
    activity: activityFor(known, band, avoid, focus),
  };
}

/** A topic file's whole text, written out once per file (every sentence of a plan asks it whether a word is a name). */
const texts = new WeakMap<object, string>();
function fileText(known: Topic) {
  const cached = texts.get(known);
  if (cached !== undefined) return cached;
  // Without the works: a title capitalizes its words as a title ("The Syncopated Clock"), not as names.
  const text = JSON.stringify({ ...known, works: [] });
  texts.set(known, text);
  return text;
}

/**
 * A sentence's start inside another sentence, or after "Ask:": lower case, unless its first word is a name
 * (a word the topic's file writes with a capital inside its sentences, or a person's or a work's first word).
 */
export function lowerStart(sentence: string, known?: Topic) {
  const trimmed = sentence.trim();
  const [first = ""] = trimmed.split(/[\s,;:?!.]/);
  if (!/^[A-Z][a-z'’]*$/.test(first) || first === "I") return trimmed;
  // An article starts no name here: "the Harlem Renaissance was…".
  if (/^(?:The|A|An)$/.test(first)) return lowerFirst(trimmed);
  const text = known ? fileText(known) : "";
  const people = (known?.people ?? []).map((person) => person.name);
  const works = (known?.works ?? []).map((work) => work.title.replace(/^(?:The|A|An) /, ""));
  // A person's name, whichever of its words starts the sentence ("Sherman's Field Order"); a work's whole title.
  const bare = first.replace(/['’]s$/, "");
  const named =
    people.some((name) => name.split(/\s+/).includes(bare)) ||
    works.some((title) => trimmed.startsWith(title)) ||
    new RegExp(`[a-z,;:(] ${bare}\\b`).test(text);
  return named ? trimmed : lowerFirst(trimmed);
}

/** A sentence of the file as a clause inside another sentence: no full stop, and a lower-case start unless it is a name. */
export const asClause = (sentence: string, known?: Topic) => lowerStart(sentence.trim().replace(/[.]+$/, ""), known);
