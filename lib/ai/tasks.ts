/**
 * What Lyceum asks of a generator (lib/ai/generator.ts): one typed task per kind of work. The built-in
 * model composes from the task itself; a connected model is given the prompt built for it.
 */
import type { PlanRequest } from "@/lib/lessons/check-plan";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { PlanPart } from "@/lib/lessons/plan-parts";
import type { LessonTiming } from "@/lib/lessons/timing";
import type { Verdict } from "@/lib/safety/types";
import type { LessonPlan } from "@/shared/plan-schema";
import type { StreamEvent } from "../sse";
import type { ModelRequest } from "./stream-text";

/** The lesson a plan is for, as the teacher asked (their instructions with any attempt to change the rules set aside). */
export type LessonBrief = {
  subject: string;
  /** The teacher's own label ("Grade 4", "Year 4"), read in `gradeSystem` (lib/lessons/grade-systems.ts). */
  gradeLevel: string;
  gradeSystem?: GradeSystemId;
  topic: string;
  customInstructions?: string;
};

/** `screening` is the screening step's verdict on the teacher's text (lib/safety). */
export type AnswerTask = {
  educatorSlug: string;
  question: string;
  earlierQuestions?: string[];
  /** The conversation's earlier answers, so that a follow-up says nothing twice. */
  earlierAnswers?: string[];
  /** The answer's place at a roundtable (0, 1, …): answers read side by side open and close in different words. */
  seat?: number;
  screening?: Verdict;
};

export type SynthesisTask = {
  educatorSlugs: string[];
  question: string;
  earlierQuestions?: string[];
};

export type PlanTask = {
  educatorSlug: string;
  brief: LessonBrief;
  timing: LessonTiming;
  /** What the finished plan is checked against. */
  check: PlanRequest;
  /** The teacher's language (ISO 639-1), as the screening step read it. */
  language?: string;
};

export type RefineTask = PlanTask & { plan: LessonPlan; part: PlanPart; instruction: string };

/** A finished plan: the object, its Markdown (the stored `content`) and what the checker found. */
export type PlanResult = { plan: LessonPlan; content: string; problems: string[] };

/**
 * An answer, whole: its text, and the concerns it offers as choices when the built-in model was not sure
 * what the question is about (as a teacher reads them, "group discussion"; a connected model offers none).
 */
export type AnswerResult = { text: string; choices?: string[] };

/** A refined plan; `changed` is false (and `note` says why) when the part could not be changed as asked. */
export type RefineResult = { plan: LessonPlan; changed: boolean; note?: string };

export type Send = (event: StreamEvent) => void;

/** The prompt a connected model is given, built only when one is asked. */
export type LazyPrompt = () => ModelRequest;

/**
 * A generator: the connected model or the built-in one. Each method streams its work as `chunk`
 * events through `send` and returns it whole, or undefined when the client went away; a failure throws.
 */
export type Generator = {
  /** The name the page shows: 'Built-in offline model', or the configured model's. */
  label: string;
  offline: boolean;
  answer(task: AnswerTask, prompt: LazyPrompt, send: Send, signal: AbortSignal): Promise<AnswerResult | undefined>;
  synthesis(task: SynthesisTask, prompt: LazyPrompt, send: Send, signal: AbortSignal): Promise<string | undefined>;
  plan(task: PlanTask, prompt: LazyPrompt, send: Send, signal: AbortSignal): Promise<PlanResult | undefined>;
  refine(task: RefineTask, prompt: LazyPrompt, send: Send, signal: AbortSignal): Promise<RefineResult | undefined>;
};
