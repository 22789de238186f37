import type { EducatorKnowledge } from "@/db/data/educator-types";
import { authorshipForPrompt, sourceForPrompt, workDate } from "@/lib/ai/knowledge";

/** What the prompts need to know of an educator. */
export type EducatorProfile = {
  name: string;
  era: string;
  born: number | null;
  died: number | null;
  origin: string | null;
  knowledge: EducatorKnowledge;
};

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/** The catalogue's knowledge of an educator, as a block of text for a system prompt. */
export function describeEducator(educator: EducatorProfile) {
  const { knowledge } = educator;
  return [
    `Key ideas (paraphrased, with their sources):`,
    ...knowledge.keyIdeas.map(
      (idea) =>
        `- ${idea.idea} (${idea.source.title}, ${workDate(idea.source)}${authorshipForPrompt(educator, idea.source)})`,
    ),
    `Methods:`,
    ...knowledge.methods.map((method) => `- ${method.name}: ${method.description}`),
    `Characteristic vocabulary: ${knowledge.vocabulary.join(", ")}.`,
    `Major works: ${knowledge.works.map((work) => sourceForPrompt(educator, work)).join("; ")}.`,
    knowledge.quotes.length
      ? `Verbatim quotations you may use (only these, word for word): ${knowledge.quotes
          .map((quote) => `"${quote.text}" (${quote.source})`)
          .join("; ")}.`
      : "Do not quote yourself verbatim: paraphrase.",
  ].join("\n");
}

/** "You died in 1952" or "You are living", so the persona knows what it could not have known. */
export function lifetimeNote(educator: EducatorProfile) {
  if (educator.died === null)
    return `You are living (born ${educator.born === null ? "unknown" : year(educator.born)}).`;
  return `You lived ${educator.era}. You know nothing first-hand of anything after ${year(educator.died)}.`;
}
