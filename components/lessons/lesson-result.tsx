"use client";

import { ArrowLeft, Loader2, NotebookPen, Square } from "lucide-react";
import { ExportActions } from "@/components/export/export-actions";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import type { LessonPlanJson, LessonStreamState } from "@/lib/client/use-lesson-stream";
import { PlanView } from "./plan-view";

/** The right column: placeholder, spinner, live streaming view, finished plan, or the error. */
export function LessonResult({
  state,
  educatorName,
  saved,
  onStop,
  onRegenerate,
  onShown,
}: {
  state: LessonStreamState;
  educatorName: string;
  /** The finished plan was saved before it was shown (a plan kept in this browser). */
  saved: boolean;
  onStop: () => void;
  onRegenerate: (plan: LessonPlanJson) => void;
  onShown: (plan: LessonPlanJson, saved: boolean) => void;
}) {
  if (state.status === "idle") {
    return (
      <div className="grid min-h-80 place-items-center rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        <div>
          <NotebookPen className="mx-auto size-10" aria-hidden />
          <p className="mt-3">Fill out the form to generate your custom lesson plan</p>
        </div>
      </div>
    );
  }
  if (state.status === "generating") {
    return (
      <div role="status" className="grid min-h-80 place-items-center rounded-xl border p-8 text-center">
        <div>
          <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden />
          <p className="mt-3">Generating your lesson plan...</p>
        </div>
      </div>
    );
  }
  if (state.status === "finished") {
    const { plan } = state;
    return <PlanView plan={plan} initiallySaved={saved} onRegenerate={() => onRegenerate(plan)} onShown={onShown} />;
  }

  const { request } = state;
  const running = state.status === "streaming" && !state.done;
  const done = state.status === "streaming" && state.done;
  return (
    <section
      aria-label="Lesson plan being written"
      className="space-y-4 rounded-xl border p-5"
      data-testid="streaming-plan"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-primary">{request.subject}</p>
          <h2 className="text-xl font-bold">{request.topic}</h2>
          <p className="text-sm text-muted-foreground">
            {request.gradeLevel} · Inspired by {educatorName}
          </p>
        </div>
        <div className="no-print flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onStop}>
            {running ? <Square aria-hidden /> : <ArrowLeft aria-hidden />}
            {running ? "Cancel" : "Back"}
          </Button>
          {(done || (state.status === "error" && state.text)) && (
            <ExportActions
              kind="lesson"
              lesson={{ ...request, educatorName, createdAt: new Date(), content: state.text }}
            />
          )}
        </div>
      </header>
      {running && (
        <p role="status" className="flex items-center gap-2 text-sm text-primary">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Generating...
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4">
          <p className="font-semibold">The lesson plan could not be generated</p>
          <p className="mt-1 text-sm">{state.message}</p>
        </div>
      )}
      {state.text && <Markdown streaming={running}>{state.text}</Markdown>}
    </section>
  );
}
