"use client";

import { useCallback, useRef, useState } from "react";
import { streamedModel } from "@/lib/client/stream-model";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import { readEventStream } from "@/lib/sse";

/** What the lesson form sends to the stream. */
export type LessonFormValues = {
  educatorId: number;
  subject: string;
  /** The teacher's own label, in `gradeSystem` (lib/lessons/grade-systems.ts; US grades when not given). */
  gradeLevel: string;
  gradeSystem?: GradeSystemId;
  topic: string;
  lessonLength: string;
  customInstructions: string;
  extendedDurationType: string;
  extendedDays: string;
  extendedMinutes: string;
};

export type LessonStreamState =
  | { status: "idle" }
  | { status: "generating"; request: LessonFormValues }
  | { status: "streaming"; request: LessonFormValues; text: string; done: boolean; model: string | null }
  | { status: "finished"; plan: LessonPlanJson }
  | { status: "error"; request: LessonFormValues; text: string; message: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

class StreamFailure extends Error {}

/**
 * Spec section 4, Lesson generation: init gives the plan id, chunks append, done fetches the full
 * plan; error or validation_error ends generation with its message. Cancel and Back abort silently.
 */
export function useLessonStream({
  onError,
  onDone,
}: {
  onError: (message: string) => void;
  /** Called once the plan is complete, with who wrote it: init's model, or done's when it names one. */
  onDone: (model: string | null) => void;
}) {
  const [state, setState] = useState<LessonStreamState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: "idle" });
  }, []);

  /** Shows a plan generated earlier (kept in this browser) as the finished plan. */
  const show = useCallback((plan: LessonPlanJson) => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: "finished", plan });
  }, []);

  const generate = useCallback(
    async (request: LessonFormValues) => {
      const abort = new AbortController();
      controller.current?.abort();
      controller.current = abort;
      setState({ status: "generating", request });
      let text = "";
      const fail = (message: string) => {
        setState({ status: "error", request, text, message });
        onError(message);
      };
      try {
        let response: Response;
        try {
          response = await fetch("/api/lesson-plans/stream", {
            method: "POST",
            credentials: "include",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(request),
            signal: abort.signal,
          });
        } catch (error) {
          if (abort.signal.aborted) return;
          throw new StreamFailure(`Failed to start streaming: ${reason(error)}`);
        }
        const isStream = response.headers.get("content-type")?.includes("text/event-stream");
        if (!response.ok && !isStream) throw new StreamFailure("Network response was not ok");
        if (!response.body) throw new StreamFailure("Failed to initialize streaming: the response has no body");

        let planId: number | undefined;
        let failure: string | undefined;
        let model: string | null = null;
        try {
          await readEventStream(response.body, (event) => {
            if (event.type === "init") {
              model = streamedModel(null, event);
              setState({ status: "streaming", request, text, done: false, model });
            } else if (event.type === "chunk") {
              text += String(event.content ?? "");
              setState({ status: "streaming", request, text, done: false, model });
            } else if (event.type === "done") {
              planId = Number(event.lessonPlanId);
              // Our safeguarding reply given on a model moderator's verdict names itself here, not in init.
              model = streamedModel(model, event);
              setState({ status: "streaming", request, text, done: true, model });
            } else if (event.type === "error" || event.type === "validation_error") {
              failure = typeof event.message === "string" && event.message ? event.message : "An error occurred";
            }
          });
        } catch (error) {
          if (abort.signal.aborted) return;
          throw new StreamFailure(`Error reading stream: ${reason(error)}`);
        }
        if (failure) throw new StreamFailure(failure);
        if (planId === undefined) throw new StreamFailure("Error reading stream: the stream ended early");

        onDone(model);
        const stored = await fetch(`/api/lesson-plans/${planId}`, {
          credentials: "include",
          signal: abort.signal,
        }).catch(() => undefined);
        if (!stored?.ok) throw new StreamFailure("Failed to retrieve the completed lesson plan.");
        setState({ status: "finished", plan: (await stored.json()) as LessonPlanJson });
      } catch (error) {
        if (abort.signal.aborted) return;
        fail(error instanceof StreamFailure ? error.message : "An error occurred");
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [onDone, onError],
  );

  return { state, generate, stop, show };
}
