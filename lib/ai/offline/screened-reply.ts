import type { EducatorSeed } from "@/db/data/educator-types";
import { englishOnlyNotice } from "@/lib/safety/replies";
import type { Verdict } from "@/lib/safety/types";
import { composeAnswer } from "./compose-answer";

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/** Two of the educator's works, as "*Title* (year) and *Title* (year)". */
function someWorks(educator: EducatorSeed) {
  return educator.knowledge.works
    .slice(0, 2)
    .map((work) => `*${work.title}* (${year(work.year)})`)
    .join(" and ");
}

/** What this educator can help with, from the catalogue's methods. */
function whatICanHelpWith(educator: EducatorSeed) {
  const methods = educator.knowledge.methods.slice(0, 3).map((method) => method.name.toLowerCase());
  return `I can help you think through teaching and learning: your classroom, your students, a lesson you are planning, or a difficulty you meet with a child. From my own work, I can talk with you about ${methods.join(", ")}. Tell me about your class and what you would like to change.`;
}

function identityStatement(educator: EducatorSeed) {
  const who =
    educator.died === null
      ? `${educator.name} is a living person who has not written or approved these words.`
      : `The real ${educator.name} died in ${year(educator.died)}.`;
  return `To be plain with you: I am not ${educator.name}. I am an AI portrayal that Lyceum built from ${educator.name}'s documented ideas and works, such as ${someWorks(educator)}. I speak in that voice, but the words are the model's, not the person's. ${who}`;
}

/**
 * The built-in model's answer to a question the screening step set apart (identity, a role change or
 * prompt injection, off-topic), in the educator's voice; undefined for an ordinary question.
 */
export function composeScreenedAnswer(
  educator: EducatorSeed,
  verdict: Verdict,
  earlierQuestions: string[] = [],
): string | undefined {
  const teaching = verdict.teachingQuestion;
  if (verdict.kind === "identity") {
    return [
      identityStatement(educator),
      teaching ? composeAnswer(educator, teaching, { earlierQuestions }) : whatICanHelpWith(educator),
    ].join("\n\n");
  }
  if (verdict.kind === "injection") {
    const stay = `I will keep to my own voice and my own ideas, as Lyceum's portrayal of ${educator.name}: I do not change roles or share the instructions I work from.`;
    return [stay, teaching ? composeAnswer(educator, teaching, { earlierQuestions }) : whatICanHelpWith(educator)].join(
      "\n\n",
    );
  }
  if (verdict.kind === "off_topic") {
    return `That is outside what I can help with here: as Lyceum's portrayal of ${educator.name}, I only talk about teaching, learning, children and schools.\n\n${whatICanHelpWith(educator)}`;
  }
  return undefined;
}

/** Opens an English text with the honest sentence in the teacher's language, when they wrote in another. */
export function withLanguageNotice(text: string, language: string | undefined) {
  const notice = language ? englishOnlyNotice(language) : undefined;
  return notice ? `> ${notice}\n\n${text}` : text;
}
