import type { EducatorSeed } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import { CONCERN_LABELS, type Concern } from "@/db/data/note-types";
import { displayTitle, findWork, noteOn, type Retrieval, retrieve, workDate } from "@/lib/ai/knowledge";
import { contentWords, overlap } from "./text";

/** How many of each educator's best-matching ideas and methods their common ground is looked for in. */
const GROUND_ITEMS = 3;
const SHARED_TERMS = 3;
/** A key idea sharing this many long words with the position only repeats it. */
const REPEATS = 4;

export const SYNTHESIS_NOTICE =
  "*A summary composed from Lyceum's catalogue, not a further answer: it sets side by side the positions the catalogue records for each educator, in their own voice as the catalogue paraphrases it.*";

/** The first sentence of a paraphrase, as written (a "c." before a date does not end it). */
const firstSentence = (text: string) => text.split(/(?<=[.!?])(?<!\bc\.)\s+/)[0] ?? text;

const joinWith = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/** The concern most of the educators' retrievals settle on; ties go to the first seat's. */
function sharedConcern(seats: EducatorSeed[], question: string, earlierQuestions: string[]): Concern {
  const concerns = seats.map((educator) => retrieve(educator.slug, question, earlierQuestions).concern);
  const votes = (concern: Concern) => concerns.filter((each) => each === concern).length;
  return concerns.reduce((best, concern) => (votes(concern) > votes(best) ? concern : best));
}

/** An educator's retrieval for the concern, and the curated keywords of their best-matching ideas and methods. */
function groundOf(educator: EducatorSeed, question: string, concern: Concern) {
  const found = retrieve(educator.slug, `${question} ${CONCERN_LABELS[concern]}`);
  const items = [...found.ideas.slice(0, GROUND_ITEMS), ...found.methods.slice(0, GROUND_ITEMS)];
  return { found, terms: new Set(items.flatMap((item) => item.keywords.map((word) => word.toLowerCase()))) };
}

function agreement(seats: EducatorSeed[], grounds: Set<string>[], concern: Concern) {
  const subject = CONCERN_LABELS[concern];
  const everyone = [...(grounds[0] ?? [])].filter((term) => grounds.every((terms) => terms.has(term)));
  const lines: string[] = [];
  if (everyone.length > 0) {
    const terms = everyone.slice(0, SHARED_TERMS).map((term) => `**${term}**`);
    const names = joinWith(
      seats.map((educator) => educator.name),
      "and",
    );
    const all = seats.length === 2 ? "both" : "all";
    lines.push(
      `On ${subject}, the key ideas of ${names} ${all} take up ${joinWith(terms, "and")}; their positions below show whether they take them the same way.`,
    );
  } else {
    const pairs = seats.flatMap((a, i) =>
      seats.slice(i + 1).flatMap((b, offset) => {
        const shared = [...(grounds[i] ?? [])].find((term) => grounds[i + 1 + offset]?.has(term));
        return shared ? [`${a.name} and ${b.name} both take up **${shared}**`] : [];
      }),
    );
    lines.push(
      pairs.length > 0
        ? `On ${subject}, ${joinWith(pairs, "and")}; their positions below show whether they take it the same way.`
        : `On ${subject}, the catalogue records no idea they share: their answers start from different places.`,
    );
  }
  const unaddressed = seats.filter((educator) => noteOn(educator.slug, concern)?.addressed === false);
  if (unaddressed.length === 0) lines.push("Each of them addressed this concern in their own works.");
  else {
    const names = joinWith(
      unaddressed.map((educator) => educator.name),
      "and",
    );
    lines.push(`${names} never addressed it directly: there the catalogue reasons from principles.`);
  }
  return lines.join(" ");
}

function difference(educator: EducatorSeed, concern: Concern, found: Retrieval) {
  const note = noteOn(educator.slug, concern);
  const work = note && findWork(educator, note.work);
  const source = work ? ` (from *${displayTitle(work)}*, ${workDate(work)})` : "";
  const position = note ? firstSentence(note.position) : "the catalogue holds no note on this yet.";
  // The idea behind the position: the best-matching key idea that does not merely repeat it.
  const said = contentWords(position);
  const idea = found.ideas.find((each) => overlap(contentWords(each.idea), said) < REPEATS);
  const root = idea
    ? ` The root of it, in a key idea from *${displayTitle(idea.source)}*: ${firstSentence(idea.idea)}`
    : "";
  return `- **${educator.name}**${source}: ${position}${root}`;
}

/**
 * The built-in model's synthesis of a roundtable: what the educators both take up (never claimed as
 * agreement: the catalogue records topics, not sides) and where they differ on the
 * question's concern, from the catalogue's notes, key ideas and works, and one question for the
 * teacher. Deterministic, and it says it is a summary composed from the catalogue.
 */
export function composeSynthesis(educatorSlugs: string[], question: string, earlierQuestions: string[] = []) {
  const seats = educatorSlugs.flatMap((slug) => educators.filter((educator) => educator.slug === slug));
  if (seats.length < 2) return "A roundtable needs at least two of Lyceum's educators to compare.";
  const concern = sharedConcern(seats, question, earlierQuestions);
  const grounds = seats.map((educator) => groundOf(educator, question, concern));
  const differences = seats.map((educator, index) =>
    difference(educator, concern, grounds[index]?.found ?? retrieve(educator.slug, question)),
  );
  const choices = seats.flatMap((educator, index) => {
    const method = grounds[index]?.found.methods[0];
    return method ? [`${educator.name}'s *${method.name}*`] : [];
  });
  const terms = grounds.map((ground) => ground.terms);
  return [
    SYNTHESIS_NOTICE,
    `**Where they meet.** ${agreement(seats, terms, concern)}`,
    `**Where they differ, and why.**\n\n${differences.join("\n")}`,
    `**For you to decide.** With your own class, which will you try first: ${joinWith(choices, "or")}? And what would you watch for to know it is working?`,
  ].join("\n\n");
}
