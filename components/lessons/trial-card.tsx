import { Progress } from "@/components/ui/progress";
import { TRIAL_LIMIT } from "@/lib/lessons/options";

/** The anonymous visitor's free trial: how many of the 2 free plans are used. */
export function TrialCard({ used }: { used: number }) {
  const shown = Math.min(used, TRIAL_LIMIT);
  return (
    <section aria-labelledby="trial-heading" className="rounded-xl border bg-accent/30 p-4" data-testid="trial-card">
      <h2 id="trial-heading" className="font-semibold">
        Free Trial
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {shown} of {TRIAL_LIMIT} free lesson plans used. Create a free account for unlimited plans and a library to keep
        them.
      </p>
      <Progress className="mt-3" value={(shown / TRIAL_LIMIT) * 100} aria-label="Free lesson plans used" />
    </section>
  );
}
