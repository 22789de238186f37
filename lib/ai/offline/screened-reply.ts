import type { EducatorSeed } from "@/db/data/educator-types";
import { displayTitle, workDate } from "@/lib/ai/knowledge";
import { englishOnlyNotice } from "@/lib/safety/replies";
import type { Verdict } from "@/lib/safety/types";
import { type ComposedAnswer, type Conversation, composeReply } from "./compose-answer";

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/** Two of the educator's works, as "*Title* (year) and *Title* (year)". */
function someWorks(educator: EducatorSeed) {
  return educator.knowledge.works
    .slice(0, 2)
    .map((work) => `*${displayTitle(work)}* (${workDate(work)})`)
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
  return `To be plain with you: I am not ${educator.name}. I am an AI portrayal that Lyceum built from what is documented of ${educator.name}'s ideas, in works such as ${someWorks(educator)}. I speak in that voice, but the words are the model's, not the person's. ${who}`;
}

/**
 * What happens to what the teacher writes, as the built-in model can say it: it runs on Lyceum's own
 * server, so the question never leaves it (the Privacy Policy's "AI processing").
 */
const privacyStatement =
  "What you write here is saved so that you can find it again: with your account, in your library, when you are signed in, or with an anonymous browser id when you are not. Other teachers cannot see it unless you share it yourself by a link, and no person reads it to answer you: the built-in model that writes these answers runs on Lyceum's own server, so your words are not sent to any outside AI service, and it does not learn from them. The administrators' dashboard counts questions; it does not show what you wrote. Please leave your students' names and personal details out of what you type. The Privacy Policy, linked at the foot of every page, says more, including how to have your account and everything saved with it deleted.";

/**
 * The built-in model's answer to a question the screening step set apart (identity, a role change or
 * prompt injection, off-topic), in the educator's voice, with the choices of the teaching question
 * inside it, if any; undefined for an ordinary question. The role-change notice is said only here, on
 * the screening step's verdict that the text tries to change the role or read the instructions: never
 * on an ordinary question that happens to use the words ("students act as historians").
 */
export function composeScreenedAnswer(
  educator: EducatorSeed,
  verdict: Verdict,
  conversation: Conversation = {},
): ComposedAnswer | undefined {
  const teaching = verdict.teachingQuestion;
  const answered = (opening: string[]) => {
    const inner = teaching ? composeReply(educator, teaching, conversation) : undefined;
    return {
      text: [...opening, inner ? inner.text : whatICanHelpWith(educator)].join("\n\n"),
      choices: inner?.choices ?? [],
    };
  };
  if (verdict.kind === "identity") {
    return answered([
      verdict.privacy
        ? `To be plain with you: I am an AI portrayal of ${educator.name} that Lyceum built, not the person, so no one reads your questions to answer them.`
        : identityStatement(educator),
      ...(verdict.privacy ? [privacyStatement] : []),
    ]);
  }
  if (verdict.kind === "injection") {
    return answered([
      `I will keep to my own voice and my own ideas, as Lyceum's portrayal of ${educator.name}: I do not change roles or share the instructions I work from.`,
    ]);
  }
  if (verdict.kind === "off_topic") {
    return {
      text: `That is outside what I can help with here: as Lyceum's portrayal of ${educator.name}, I only talk about teaching, learning, children and schools.\n\n${whatICanHelpWith(educator)}`,
      choices: [],
    };
  }
  return undefined;
}

/** Opens an English text with the honest sentence in the teacher's language, when they wrote in another. */
export function withLanguageNotice(text: string, language: string | undefined) {
  const notice = language ? englishOnlyNotice(language) : undefined;
  return notice ? `> ${notice}\n\n${text}` : text;
}
