"use client";

import { ArrowLeft, Loader2, NotebookPen, Square } from "lucide-react";
import { ExportActions } from "@/components/export/export-actions";
import type { LessonStreamState } from "@/components/hooks/use-lesson-stream";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { planProgress } from "@/lib/client/plan-progress";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
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
          {!running && (
            <Button variant="outline" size="sm" onClick={onStop}>
              <ArrowLeft aria-hidden /> Back
            </Button>
          )}
          {(done || (state.status === "error" && state.text)) && (
            <ExportActions
              kind="lesson"
              lesson={{ ...request, educatorName, createdAt: new Date(), content: state.text }}
            />
          )}
        </div>
      </header>
      {running && <PlanProgress text={state.text} educatorName={educatorName} onCancel={onStop} />}
      {state.status === "error" && (
        <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4">
          <p className="font-semibold">The lesson plan could not be generated</p>
          <p className="mt-1 text-sm">{state.message}</p>
        </div>
      )}
      {state.text && <Markdown partial={running}>{state.text}</Markdown>}
    </section>
  );
}

/**
 * While the plan is written: Generating..., the part being written, and Cancel, held at the top of the
 * screen (under the site's header) as the plan grows below, so a phone shows them wherever the teacher
 * has scrolled. A polite status: it changes once per part, not with every word.
 */
function PlanProgress({ text, educatorName, onCancel }: { text: string; educatorName: string; onCancel: () => void }) {
  const { part, place, parts } = planProgress(text, educatorName);
  return (
    <div className="no-print sticky top-16 z-10 -mx-5 flex items-center justify-between gap-3 border-y bg-background/95 px-5 py-2 backdrop-blur">
      <p role="status" aria-atomic="true" className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm">
        <span className="flex items-center gap-2 text-primary">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Generating...
        </span>
        <span className="min-w-0 text-muted-foreground">
          Writing: {part}...{place !== undefined && ` (${place} of ${parts})`}
        </span>
      </p>
      <Button variant="outline" size="sm" className="shrink-0" onClick={onCancel}>
        <Square aria-hidden /> Cancel
      </Button>
    </div>
  );
}
