import type { EducatorKnowledge, Work } from "@/db/data/educator-types";

/**
 * How a work is cited, with its authorship exact (pure formatting, so the lesson composer, which runs
 * outside the server's module graph in the Playwright tests too, can cite as answers do): a book published after the educator's death, put
 * together by others, or written by someone else is never cited as the educator's own.
 */

/** What citing needs of an educator: the catalogue entry and the database profile both have it. */
type Author = { name: string; knowledge: Pick<EducatorKnowledge, "works" | "keyIdeas"> };

const yearOf = (year: number) => (year < 0 ? `${-year} BCE` : String(year));

/** "1916", "c. 385 BCE" for an ancient work, "after 479 BCE" for a compilation with no single date. */
export function workDate(work: Work) {
  if (work.after) return `after ${yearOf(work.year)}`;
  return work.year < 0 ? `c. ${yearOf(work.year)}` : yearOf(work.year);
}

/**
 * The title as it reads in a sentence: without the recorder's name, or the catalogue's note on the
 * editors, the edition or the original language ("The Montessori Method (Italian original)").
 */
export function displayTitle(work: Work) {
  let title = work.title;
  if (work.by && title.startsWith(`${work.by}, `)) title = title.slice(work.by.length + 2);
  // The catalogue's ", lectures" says what the work is, not its title: no italic title carries it.
  return title
    .replace(/\s*\(([^)]*\beds\.|Italian original|updated edition|report)\)$/, "")
    .replace(ASIDE, "")
    .replace(/, lectures$/, "");
}

/** A co-author or the lecture a work's entry names ("(with Alina Szeminska)"): said beside the date, outside the title's italics. */
const ASIDE = /\s*\(((?:with|lecture)\b[^)]*)\)$/;

/** What goes in the brackets after a title: the date, after a co-author or lecture the entry names ("with Alina Szeminska, 1941"). */
export function dateWithAside(work: Work) {
  const aside = work.title.match(ASIDE)?.[1];
  return aside ? `${aside}, ${workDate(work)}` : workDate(work);
}

/** A title as running text names it: without the catalogue's ", lectures" or a note in brackets ("Practical Advice to Teachers"). */
export function shortTitle(title: string) {
  return title.replace(/(, lectures| \([^)]*\))+$/, "");
}

/** The catalogue's entry for a title (a key idea's source may be a work not listed among the major works). */
export function findWork(educator: Author, title: string): Work | undefined {
  return (
    educator.knowledge.works.find((work) => work.title === title) ??
    educator.knowledge.keyIdeas.find((idea) => idea.source.title === title)?.source
  );
}

/** True when the educator wrote and published the work in their lifetime. */
export const isOwnWork = (work: Work) => work.published === undefined;

/**
 * The work as a phrase in the educator's own voice: "*Democracy and Education* (1916)",
 * "*Mind in Society*, published after my death (1978)", "the *Meno*, as Plato records it (c. 385 BCE)".
 */
export function sourceInVoice(educator: Author, work: Work) {
  const title = `*${displayTitle(work)}*`;
  const by = work.by?.replace(`${educator.name}'s `, "my ");
  switch (work.published) {
    case "posthumous":
      return `${title}, published after my death (${workDate(work)})`;
    case "compiled":
      return work.after
        ? `${title}, compiled by ${by} ${workDate(work)}`
        : `${title}, compiled by ${by} (${workDate(work)})`;
    case "recorded":
      return `the ${title}, as ${by} records it (${workDate(work)})`;
    default:
      return `${title} (${dateWithAside(work)})`;
  }
}

/** How a work not published by the educator in their lifetime came to be, for a prompt; "" for their own. */
export function authorshipForPrompt(educator: Author, work: Work) {
  switch (work.published) {
    case "posthumous":
      return `; published after ${educator.name}'s death: cite it as such, never as "I wrote"`;
    case "compiled":
      return `; compiled by ${work.by}, not written by ${educator.name}`;
    case "recorded":
      return `; written by ${work.by}, who records ${educator.name}; ${educator.name} wrote nothing of it`;
    default:
      return "";
  }
}

/** The work as the real model's prompt gives it: title, date and how it came to be. */
export const sourceForPrompt = (educator: Author, work: Work) =>
  `${work.title} (${workDate(work)}${authorshipForPrompt(educator, work)})`;
