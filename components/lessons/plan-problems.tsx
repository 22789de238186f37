"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What the plan checker found wrong with a finished plan, shown above it, with a way to write it again. */
export function PlanProblems({ problems, onRegenerate }: { problems: string[]; onRegenerate?: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="plan-problems-title"
      className="no-print rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
      data-testid="plan-problems"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="plan-problems-title" className="flex items-center gap-2 font-semibold">
          <TriangleAlert className="size-4" aria-hidden /> This plan did not pass the plan check
        </h3>
        {onRegenerate && (
          <Button size="sm" variant="outline" onClick={onRegenerate}>
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm">Fix these by hand before you teach it, or generate it again:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
