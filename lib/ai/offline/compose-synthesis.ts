import type { EducatorSeed } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import { CONCERN_LABELS, type Concern, type ConcernNote } from "@/db/data/note-types";
import { displayTitle, findWork, noteOn, type Retrieval, retrieve, shortTitle, workDate } from "@/lib/ai/knowledge";
import { contentWords, escapeRegExp, joinWith, overlap, pickBest, relevance } from "@/lib/text";
import { describedPronoun, withChildPronoun } from "./pronouns";

/** How many of each educator's best-matching ideas and methods their common ground is looked for in. */
const GROUND_ITEMS = 3;
const SHARED_TERMS = 3;
/** How many shared terms are named when no term is shared by everyone: more reads as a list, not a comparison. */
const PARTIAL_TERMS = 2;
/** A key idea sharing this many long words with the position only repeats it. */
const REPEATS = 4;

/** The catalog keeps UK spellings among its keywords so that UK teachers' questions match; Lyceum writes US English. */
const US_SPELLING: Record<string, string> = {
  behaviour: "behavior",
  maths: "math",
  rigour: "rigor",
  modelling: "modeling",
  standardisation: "standardization",
};

export const SYNTHESIS_NOTICE =
  "*A summary composed from Lyceum's catalogue, not a further answer: it sets side by side the positions the catalogue records for each educator, in their own voice as the catalogue paraphrases it.*";

/**
 * The sentences of a paraphrase, as written: a "c." before a date does not end one, nor does the "!"
 * or "?" of an italic title (*Freedom, Not License!*).
 */
function sentencesAsWritten(text: string) {
  const masked = text.replace(/\*[^*]+\*/g, (title) => "x".repeat(title.length));
  const sentences: string[] = [];
  let start = 0;
  for (const end of masked.matchAll(/(?<=[.!?])(?<!\bc\.)\s+/g)) {
    sentences.push(text.slice(start, end.index));
    start = end.index + end[0].length;
  }
  return [...sentences, text.slice(start)];
}

/** The paraphrase with the educator's works it names set in italics, as the answers set them. */
function withTitles(educator: EducatorSeed, text: string) {
  const titles = [...educator.knowledge.works, ...educator.knowledge.keyIdeas.map((idea) => idea.source)]
    .map(displayTitle)
    // A paraphrase names a work by its short title ("In Practical Advice to Teachers, I…").
    .flatMap((title) => [title, shortTitle(title)])
    .sort((a, b) => b.length - a.length);
  return [...new Set(titles)].reduce(
    (written, title) =>
      written.replace(new RegExp(`(?<![*\\w])${escapeRegExp(title)}(?![*\\w])`, "g"), (found, at: number) =>
        // A title inside one already set in italics keeps its place in it.
        (written.slice(0, at).match(/\*/g)?.length ?? 0) % 2 === 1 ? found : `*${found}*`,
      ),
    text,
  );
}

/**
 * The sentence that carries the educator's position. Where they never addressed the concern, the
 * paraphrase opens by saying so, which the synthesis already says once for all of them: the position
 * is the sentence that reasons from their principles.
 */
function positionSentence(educator: EducatorSeed, note: ConcernNote) {
  const sentences = sentencesAsWritten(withTitles(educator, note.position));
  if (note.addressed) return sentences[0] ?? note.position;
  return sentences.find((sentence) => /\breason/i.test(sentence)) ?? sentences[1] ?? sentences[0] ?? note.position;
}

/**
 * An educator's retrieval for the concern, and what their ideas and methods that speak to it take up:
 * the curated keywords of those items, in US spelling, less the words of the question and the concern
 * themselves (two educators answering on homework both "take up homework" by being asked).
 */
function groundOf(educator: EducatorSeed, question: string, concern: Concern) {
  const asked = contentWords(`${question} ${CONCERN_LABELS[concern]}`);
  const found = retrieve(educator.slug, `${question} ${CONCERN_LABELS[concern]}`);
  const speaking = <T extends { keywords: string[] }>(items: T[]) =>
    pickBest(
      items.filter((item) => relevance(item.keywords, asked) > 0),
      (item) => relevance(item.keywords, asked),
      GROUND_ITEMS,
    );
  const ideas = speaking(found.ideas);
  const methods = speaking(found.methods);
  const terms = [...ideas, ...methods]
    .flatMap((item) => item.keywords.map((word) => word.toLowerCase()))
    .map((word) => US_SPELLING[word] ?? word)
    .filter((word) => relevance([word], asked) === 0);
  return { found, method: methods[0] ?? methodNearest(found, concern, educator), terms: new Set(terms) };
}

/**
 * Where none of an educator's methods names the question's words, the one nearest their note on the
 * concern (its position and classroom moves), so the choice offered is about what was asked, not the
 * first method in the catalogue (a vocabulary lesson offered for a pupil who shouts out).
 */
function methodNearest(found: Retrieval, concern: Concern, educator: EducatorSeed) {
  const note = noteOn(educator.slug, concern);
  if (!note) return found.methods[0];
  const said = contentWords([note.position, ...Object.values(note.moves).flat()].join(" "));
  return pickBest(found.methods, (method) => relevance(method.keywords, said), 1)[0];
}

/** One educator at the table: the concern their answer took the question up as, and their ground on it. */
type Seat = { educator: EducatorSeed; concern: Concern; ground: ReturnType<typeof groundOf> };

const namesOf = (seats: Seat[]) =>
  joinWith(
    seats.map((seat) => seat.educator.name),
    "and",
  );

/**
 * Where they meet: on one concern, what they all (or some) take up. When their answers took the
 * question up as different concerns, that comes first, so no position below is read as an answer to
 * the concern of another.
 */
function agreement(seats: Seat[]) {
  const one = seats.every((seat) => seat.concern === seats[0]?.concern);
  const subject = one && seats[0] ? CONCERN_LABELS[seats[0].concern] : "your question";
  const sides = seats.map((seat) => `${seat.educator.name} from ${CONCERN_LABELS[seat.concern]}`);
  const lines = one ? [] : [`Their answers take your question up from different sides: ${joinWith(sides, "and")}.`];
  const holds = (seat: Seat, term: string) => seat.ground.terms.has(term);
  const everyone = [...(seats[0]?.ground.terms ?? [])].filter((term) => seats.every((seat) => holds(seat, term)));
  if (everyone.length > 0) {
    const terms = everyone.slice(0, SHARED_TERMS).map((term) => `**${term}**`);
    const all = seats.length === 2 ? "both" : "all";
    lines.push(
      `On ${subject}, the key ideas of ${namesOf(seats)} ${all} take up ${joinWith(terms, "and")}; their positions below show whether they take them the same way.`,
    );
  } else {
    // The terms that most of them share, each with who takes it up, and no group named twice.
    const holders = [...new Set(seats.flatMap((seat) => [...seat.ground.terms]))]
      .map((term) => ({ term, seats: seats.filter((seat) => holds(seat, term)) }))
      .filter((shared) => shared.seats.length >= 2)
      .sort((a, b) => b.seats.length - a.seats.length);
    const named = holders
      .filter((shared, index) => holders.findIndex((other) => namesOf(other.seats) === namesOf(shared.seats)) === index)
      .slice(0, PARTIAL_TERMS)
      .map(({ term, seats: who }) => `${namesOf(who)} ${who.length === 2 ? "both" : "all"} take up **${term}**`);
    lines.push(
      named.length > 0
        ? `On ${subject}, ${joinWith(named, "and")}; their positions below show whether they take it the same way.`
        : `On ${subject}, the catalogue records no idea they share: their answers start from different places.`,
    );
  }
  const unaddressed = seats.filter((seat) => noteOn(seat.educator.slug, seat.concern)?.addressed === false);
  if (unaddressed.length === 0) {
    lines.push(`Each of them addressed ${one ? "this concern" : "their side of it"} in their own works.`);
  } else {
    const what = one ? "it" : unaddressed.length === 1 ? "that side" : "those sides";
    lines.push(
      `${namesOf(unaddressed)} never addressed ${what} directly: there the catalogue reasons from principles.`,
    );
  }
  return lines.join(" ");
}

/** An educator's position and the key idea behind it; `spoken` puts a child's pronoun as the answers do. */
function difference({ educator, concern, ground }: Seat, spoken: (text: string) => string) {
  const note = noteOn(educator.slug, concern);
  const work = note && findWork(educator, note.work);
  const source = work ? ` (from *${displayTitle(work)}*, ${workDate(work)})` : "";
  const position = note ? spoken(positionSentence(educator, note)) : "the catalogue holds no note on this yet.";
  // The idea behind the position: the best-matching key idea that does not merely repeat it.
  const said = contentWords(position);
  const idea = ground.found.ideas.find((each) => overlap(contentWords(each.idea), said) < REPEATS);
  const root = idea
    ? ` The root of it, in a key idea from *${displayTitle(idea.source)}*: ${spoken(sentencesAsWritten(idea.idea)[0] ?? idea.idea)}`
    : "";
  return `- **${educator.name}**${source}: ${position}${root}`;
}

/**
 * The built-in model's synthesis of a roundtable: what the educators both take up (never claimed as
 * agreement: the catalogue records topics, not sides) and where they differ, each on the concern
 * their own answer took up, from the catalogue's notes, key ideas and works, and one question for the
 * teacher. A child is spoken of as the teacher did, as the answers do. Deterministic, and it says it
 * is a summary composed from the catalogue.
 */
export function composeSynthesis(educatorSlugs: string[], question: string, earlierQuestions: string[] = []) {
  const seats: Seat[] = educatorSlugs
    .flatMap((slug) => educators.filter((educator) => educator.slug === slug))
    .map((educator) => {
      // The concern the educator's answer took up, as the answer retrieves it.
      const { concern } = retrieve(educator.slug, question, earlierQuestions);
      return { educator, concern, ground: groundOf(educator, question, concern) };
    });
  if (seats.length < 2) return "A roundtable needs at least two of Lyceum's educators to compare.";
  const pronoun = describedPronoun(question, earlierQuestions) ?? "they";
  const spoken = (text: string) => withChildPronoun(text, pronoun);
  const choices = seats.flatMap(({ educator, ground }) =>
    ground.method ? [`${educator.name}'s *${ground.method.name}*`] : [],
  );
  return [
    SYNTHESIS_NOTICE,
    `**Where they meet.** ${agreement(seats)}`,
    `**Where they differ, and why.**\n\n${seats.map((seat) => difference(seat, spoken)).join("\n")}`,
    `**For you to decide.** With your own class, which will you try first: ${joinWith(choices, "or")}? And what would you watch for to know it is working?`,
  ].join("\n\n");
}
