/**
 * The built-in offline model, as a generator: it composes answers, plans, refines and syntheses from
 * the catalogue's knowledge (deterministic for the same task) and streams them at a readable pace,
 * with no network. It takes the typed task; the prompt built for a connected model is never asked for.
 */

import type { EducatorSeed } from "@/db/data/educator-types";
import { educators } from "@/db/data/educators";
import { chunkSender } from "@/lib/ai/stream-text";
import type { AnswerTask, Generator, PlanTask, Send, SynthesisTask } from "@/lib/ai/tasks";
import { checkPlan } from "@/lib/lessons/check-plan";
import { renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { concernNoteFor } from "@/lib/safety/concern-note";
import { englishOnlyNotice } from "@/lib/safety/replies";
import { OFFLINE_MODEL_LABEL } from "@/lib/site";
import { type ComposedAnswer, composeReply } from "./compose-answer";
import { composeLessonPlan } from "./compose-lesson";
import { composeSynthesis } from "./compose-synthesis";
import { composeRefinedPart } from "./refine-section";
import { composeScreenedAnswer, withLanguageNotice } from "./screened-reply";
import { streamPieces } from "./text";

const NO_EDUCATOR = "I can only answer as one of Lyceum's educators: please choose an educator and ask again.";

const educatorBySlug = (slug: string) => educators.find((candidate) => candidate.slug === slug);

function educatorFor(slug: string): EducatorSeed {
  const educator = educatorBySlug(slug);
  if (!educator) throw new Error(`the built-in model has no educator "${slug}"`);
  return educator;
}

/**
 * The built-in model's answer to a question, whole: the safeguarding note first where the screening set
 * it, and the concerns it offers as choices when it was not sure what the question is about.
 */
export function offlineReply(task: AnswerTask): ComposedAnswer {
  const educator = educatorBySlug(task.educatorSlug);
  if (!educator) return { text: NO_EDUCATOR, choices: [] };
  const screened = task.screening && composeScreenedAnswer(educator, task.screening, task);
  const { text, choices } = screened ?? composeReply(educator, task.question, task);
  return { text: `${concernNoteFor(task.screening)}${withLanguageNotice(text, task.screening?.language)}`, choices };
}

/** The built-in model's answer to a question, whole (its text; see offlineReply). */
export function offlineAnswer(task: AnswerTask) {
  return offlineReply(task).text;
}

/** The built-in model's synthesis of a roundtable's answers, whole. */
export function offlineSynthesis(task: SynthesisTask) {
  return composeSynthesis(task.educatorSlugs, task.question, task.earlierQuestions);
}

/** The built-in model's plan, whole: the object, its Markdown and what the checker found. */
export function offlinePlan(task: PlanTask) {
  const composed = composeLessonPlan(educatorFor(task.educatorSlug), task.brief, task.timing);
  // A teacher who wrote in another language is told first, in it, that the built-in model writes English.
  const notice = task.language ? englishOnlyNotice(task.language) : undefined;
  const plan = notice ? { ...composed, note: [notice, composed.note].filter(Boolean).join(" ") } : composed;
  return { plan, content: renderPlan(plan), problems: checkPlan(plan, task.check).problems };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/** The event loop's next turn: a client that left is noticed between two words even with no pause. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Streams composed text at a readable pace, a word at a time; undefined when the client went away. */
async function streamComposed(text: string, delayMs: number, send: Send, signal: AbortSignal) {
  const chunks = chunkSender(send);
  try {
    for (const piece of streamPieces(text)) {
      await (delayMs > 0 ? pause(delayMs, signal) : nextTurn());
      if (signal.aborted) return undefined;
      chunks.push(piece);
    }
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  } finally {
    chunks.flush();
  }
  return text;
}

/** The built-in offline model, paced `delayMs` a word. */
export function createOfflineGenerator({ delayMs }: { delayMs: number }): Generator {
  const stream = (text: string, send: Send, signal: AbortSignal) => streamComposed(text, delayMs, send, signal);
  return {
    label: OFFLINE_MODEL_LABEL,
    offline: true,
    async answer(task, _prompt, send, signal) {
      const { text, choices } = offlineReply(task);
      return (await stream(text, send, signal)) === undefined ? undefined : { text, choices };
    },
    synthesis: (task, _prompt, send, signal) => stream(offlineSynthesis(task), send, signal),
    async plan(task, _prompt, send, signal) {
      const result = offlinePlan(task);
      return (await stream(result.content, send, signal)) === undefined ? undefined : result;
    },
    async refine(task, _prompt, send, signal) {
      const refined = composeRefinedPart(
        educatorFor(task.educatorSlug),
        task.brief,
        task.timing,
        task.plan,
        task.part,
        task.instruction,
      );
      // A change it cannot make is said at once, with nothing streamed.
      if (!refined.changed) return refined;
      return (await stream(renderPart(refined.plan, task.part), send, signal)) === undefined ? undefined : refined;
    },
  };
}
