import { Progress } from "@/components/ui/progress";
import { TRIAL_LIMIT } from "@/lib/lessons/options";

/**
 * The visitor's free trial, above the form so the limit is known before filling it in. Its height is
 * fixed (`min-h`) and it is drawn from the first paint, so nothing below it moves when the count is read.
 */
export function TrialCard({ used }: { used: number }) {
  const shown = Math.min(used, TRIAL_LIMIT);
  const left = TRIAL_LIMIT - shown;
  return (
    <section
      aria-labelledby="trial-heading"
      className="min-h-32 rounded-xl border bg-accent/30 p-4"
      data-testid="trial-card"
    >
      <h2 id="trial-heading" className="font-semibold">
        Free Trial
      </h2>
      <p className="mt-1 text-sm font-medium">
        {TRIAL_LIMIT} free plans, {left} left
      </p>
      <p className="text-sm text-muted-foreground">
        Create a free account for unlimited plans and a library to keep them.
      </p>
      <Progress className="mt-3" value={(shown / TRIAL_LIMIT) * 100} aria-label="Free lesson plans used" />
    </section>
  );
}
