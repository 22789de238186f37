import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { educators } from "@/db/data/educators";
import type { LessonTiming } from "@/lib/lessons/timing";
import { concernNoteFor } from "@/lib/safety/concern-note";
import type { Verdict } from "@/lib/safety/types";
import { composeAnswer } from "./compose-answer";
import { composeLessonPlan, type LessonBrief } from "./compose-lesson";
import { composeSynthesis } from "./compose-synthesis";
import { composeRefinedSection, type SectionRefinement } from "./refine-section";
import { composeScreenedAnswer, withLanguageNotice } from "./screened-reply";
import { streamPieces } from "./text";

/**
 * What Lyceum asks of the offline model, passed as `providerOptions.lyceum`; `screening` is the
 * screening step's verdict on the teacher's text (lib/safety).
 */
export type OfflineTask = (
  | {
      task: "answer";
      educatorSlug: string;
      question: string;
      earlierQuestions?: string[];
      /** The conversation's earlier answers, so that a follow-up says nothing twice. */
      earlierAnswers?: string[];
      /** The answer's place at a roundtable (0, 1, …): answers read side by side open and close in different words. */
      seat?: number;
    }
  | { task: "lesson"; educatorSlug: string; brief: LessonBrief; timing: LessonTiming }
  | { task: "refine"; educatorSlug: string; brief: LessonBrief; timing: LessonTiming; refine: SectionRefinement }
  | { task: "synthesis"; educatorSlugs: string[]; question: string; earlierQuestions?: string[] }
) & { screening?: Verdict };

export const OFFLINE_MODEL_LABEL = "Built-in offline model";

function readTask(options: LanguageModelV4CallOptions): OfflineTask | undefined {
  const task = options.providerOptions?.lyceum as OfflineTask | undefined;
  return task && typeof task.task === "string" ? task : undefined;
}

function compose(options: LanguageModelV4CallOptions): string {
  const task = readTask(options);
  if (task?.task === "synthesis") {
    return withLanguageNotice(
      composeSynthesis(task.educatorSlugs, task.question, task.earlierQuestions),
      task.screening?.language,
    );
  }
  const educator = task && educators.find((candidate) => candidate.slug === task.educatorSlug);
  if (!task || !educator) {
    return "I can only answer as one of Lyceum's educators: please choose an educator and ask again.";
  }
  const language = task.screening?.language;
  if (task.task === "lesson") return withLanguageNotice(composeLessonPlan(educator, task.brief, task.timing), language);
  if (task.task === "refine") return composeRefinedSection(educator, task.brief, task.timing, task.refine);
  const screened = task.screening && composeScreenedAnswer(educator, task.screening, task);
  const answer = withLanguageNotice(screened ?? composeAnswer(educator, task.question, task), language);
  return `${concernNoteFor(task.screening)}${answer}`;
}

/** Rough token counts (words), so usage is reported like any model's. */
function usage(options: LanguageModelV4CallOptions, text: string): LanguageModelV4Usage {
  const promptText = options.prompt
    .map((message) =>
      typeof message.content === "string"
        ? message.content
        : message.content.map((part) => ("text" in part ? part.text : "")).join(" "),
    )
    .join(" ");
  const input = promptText.split(/\s+/).filter(Boolean).length;
  const output = text.split(/\s+/).filter(Boolean).length;
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** Cuts the answer to the caller's output-token cap (a token counted as a word). */
function capped(text: string, maxOutputTokens: number | undefined) {
  if (!maxOutputTokens) return { text, truncated: false };
  const pieces = streamPieces(text);
  if (pieces.length <= maxOutputTokens) return { text, truncated: false };
  return { text: pieces.slice(0, maxOutputTokens).join("").trimEnd(), truncated: true };
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * The built-in offline educator model: a real AI SDK language model that composes answers from the
 * catalogue's knowledge of each educator, streams them at a readable pace, and works with no network.
 */
export function createOfflineEducatorModel({ delayMs }: { delayMs: number }): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "lyceum",
    modelId: "offline-educator",
    supportedUrls: {},

    async doGenerate(options) {
      const { text, truncated } = capped(compose(options), options.maxOutputTokens);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: truncated ? "length" : "stop", raw: undefined },
        usage: usage(options, text),
        warnings: [],
      };
    },

    async doStream(options) {
      const { text, truncated } = capped(compose(options), options.maxOutputTokens);
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          try {
            controller.enqueue({ type: "stream-start", warnings: [] });
            controller.enqueue({ type: "text-start", id: "answer" });
            for (const piece of streamPieces(text)) {
              if (delayMs > 0) await pause(delayMs, signal);
              else if (signal?.aborted) throw signal.reason;
              controller.enqueue({ type: "text-delta", id: "answer", delta: piece });
            }
            controller.enqueue({ type: "text-end", id: "answer" });
            controller.enqueue({
              type: "finish",
              finishReason: { unified: truncated ? "length" : "stop", raw: undefined },
              usage: usage(options, text),
            });
            controller.close();
          } catch (error) {
            controller.error(error);
          }
        },
      });
      return { stream };
    },
  };
}
