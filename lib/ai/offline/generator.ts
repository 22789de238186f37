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
import { streamPieces } from "@/lib/text";
import { type ComposedAnswer, composeReply } from "./compose-answer";
import { composeLessonPlan } from "./compose-lesson";
import { composeSynthesis } from "./compose-synthesis";
import { composeRefinedPart } from "./refine-section";
import { composeScreenedAnswer, withLanguageNotice } from "./screened-reply";

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

/**
 * How the built-in model streams at pace 1 (OFFLINE_MODEL_PACE). It composes in milliseconds, so the pace
 * is only there to show the text arriving: a plan is done in about 5 s, an answer (or a changed part of
 * a plan) in about 2 s, a roundtable's synthesis in 1.5 s; a short text goes no slower than `msPerWord`.
 * Words go out `chunkMs` apart, several at a time, so each chunk costs the server one event.
 */
export const OFFLINE_PACE = { planMs: 5_000, answerMs: 2_000, synthesisMs: 1_500, msPerWord: 10, chunkMs: 50 };

/**
 * A text cut into the chunks it streams as, and the time between two of them at `pace`: the whole takes
 * `budgetMs` (less for a short text) times `pace`. The chunks are the same at any pace.
 */
export function pacedChunks(text: string, budgetMs: number, pace: number) {
  const words = streamPieces(text);
  const durationMs = Math.min(budgetMs, words.length * OFFLINE_PACE.msPerWord);
  const count = Math.max(1, Math.min(words.length, Math.round(durationMs / OFFLINE_PACE.chunkMs)));
  const size = Math.ceil(words.length / count);
  const chunks: string[] = [];
  for (let at = 0; at < words.length; at += size) chunks.push(words.slice(at, at + size).join(""));
  return { chunks, intervalMs: chunks.length ? (durationMs / chunks.length) * pace : 0 };
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

/** The event loop's next turn: a client that left is noticed between two chunks even with no pause. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Streams composed text in `budgetMs` times `pace` (see pacedChunks): the first chunk at once, each next
 * one on a schedule kept from the start, so timers firing late do not add up. Undefined when the client
 * went away.
 */
async function streamComposed(text: string, budgetMs: number, pace: number, send: Send, signal: AbortSignal) {
  const { chunks, intervalMs } = pacedChunks(text, budgetMs, pace);
  const sender = chunkSender(send);
  const started = performance.now();
  try {
    for (const [index, chunk] of chunks.entries()) {
      const wait = started + index * intervalMs - performance.now();
      if (index > 0) await (wait > 0 ? pause(wait, signal) : nextTurn());
      if (signal.aborted) return undefined;
      sender.push(chunk);
    }
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  } finally {
    sender.flush();
  }
  return text;
}

/** The built-in offline model, streaming at `pace` times OFFLINE_PACE's (0: at once). */
export function createOfflineGenerator({ pace }: { pace: number }): Generator {
  const stream = (text: string, budgetMs: number, send: Send, signal: AbortSignal) =>
    streamComposed(text, budgetMs, pace, send, signal);
  return {
    label: OFFLINE_MODEL_LABEL,
    offline: true,
    async answer(task, _prompt, send, signal) {
      const { text, choices } = offlineReply(task);
      return (await stream(text, OFFLINE_PACE.answerMs, send, signal)) === undefined ? undefined : { text, choices };
    },
    synthesis: (task, _prompt, send, signal) => stream(offlineSynthesis(task), OFFLINE_PACE.synthesisMs, send, signal),
    async plan(task, _prompt, send, signal) {
      const result = offlinePlan(task);
      return (await stream(result.content, OFFLINE_PACE.planMs, send, signal)) === undefined ? undefined : result;
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
      const part = renderPart(refined.plan, task.part);
      return (await stream(part, OFFLINE_PACE.answerMs, send, signal)) === undefined ? undefined : refined;
    },
  };
}
