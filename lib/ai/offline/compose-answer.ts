import type { EducatorSeed } from "@/db/data/educator-types";
import { findAudience, topicBeyondLifetime, triesToChangeRole } from "./audience";
import { choose, contentWords, lowerFirst, overlap, pickBest, relevance, stableHash } from "./text";

const openings = [
  "Thank you for bringing this to me; it is the kind of question I spent my life on.",
  "That is a question worth asking, and one I would answer from the classroom up.",
  "Let me answer as I would have answered a colleague who stopped me after a lesson.",
  "I am glad you asked, because the answer begins with how children actually learn.",
] as const;

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/**
 * An answer in the educator's voice, composed from the catalogue: the key ideas and methods most
 * relevant to the question, the works they come from, concrete classroom steps, and a question back.
 * Deterministic: the same educator, question and history give the same answer.
 */
export function composeAnswer(educator: EducatorSeed, question: string, earlierQuestions: string[] = []): string {
  const { knowledge } = educator;
  const context = [question, ...earlierQuestions.slice(-2)].join(" ");
  const words = contentWords(context);
  const seed = stableHash(`${educator.slug}:${question}`);

  const ideas = pickBest(
    knowledge.keyIdeas,
    (idea) => relevance(idea.keywords, words) * 2 + overlap(contentWords(idea.idea), words),
    2,
  );
  const methods = pickBest(
    knowledge.methods,
    (method) => relevance(method.keywords, words) * 2 + overlap(contentWords(method.description), words),
    2,
  );
  const terms = pickBest(knowledge.vocabulary, (term) => relevance(contentWords(term), words), 2);
  const audience = findAudience(question) ?? findAudience(context);
  const lateTopic = topicBeyondLifetime(context, educator.died);

  const parts: string[] = [];
  const opening = earlierQuestions.length ? "Let me build on what we were just discussing." : choose(openings, seed);
  parts.push(opening);

  if (triesToChangeRole(question)) {
    parts.push(
      `I will keep to my own voice and my own ideas here, as ${educator.name} as Lyceum portrays me, and answer the teaching question inside your message.`,
    );
  }
  if (lateTopic && educator.died !== null) {
    parts.push(
      `I should be honest: I died in ${year(educator.died)}, before ${lateTopic.name} came into classrooms, so I cannot speak from experience of it. I can only reason from the principles I held.`,
    );
  }

  const [first, second] = ideas;
  if (first) parts.push(`${first.idea} I set this out in *${first.source.title}* (${year(first.source.year)}).`);
  if (second) {
    const where =
      second.source.title === first?.source.title
        ? "I wrote about that in the same work."
        : `You will find it in *${second.source.title}* (${year(second.source.year)}).`;
    parts.push(`There is a second thread: ${lowerFirst(second.idea)} ${where}`);
  }
  if (terms.length > 0) {
    parts.push(
      `In my own words, this is a matter of ${terms.map((term) => `**${term}**`).join(" and ")}: keep those in view as you plan.`,
    );
  }

  const steps = methods.map((method) => `- **${method.name}.** ${method.description}`);
  if (audience) steps.push(`- **With ${audience.label}.** ${capitalize(audience.advice)}.`);
  if (lateTopic) {
    steps.push(
      `- **On ${lateTopic.name}.** Ask whether it serves the learning I have described or replaces it; keep what serves it.`,
    );
  }
  parts.push(`**In your classroom**\n\n${steps.join("\n")}`);

  parts.push(choose(knowledge.questionsBack, seed >>> 3));
  return parts.join("\n\n");
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
