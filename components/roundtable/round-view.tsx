import { Info, ShieldAlert } from "lucide-react";
import { EducatorAvatar } from "@/components/explore/educator-avatar";
import { Markdown } from "@/components/markdown";
import { ModelCredit } from "@/components/model-credit";
import type { Round } from "@/lib/roundtable/rounds";
import { AI_NOTICE } from "@/lib/site";
import { cn } from "@/lib/utils";

export type Seat = { id: number; name: string; era: string; imageUrl: string | null };

// Side by side from 1024 px and on landscape paper; stacked on phones and portrait paper.
const COLUMNS: Record<number, string> = {
  2: "lg:grid-cols-2 print:landscape:grid-cols-2",
  3: "lg:grid-cols-3 print:landscape:grid-cols-3",
  4: "lg:grid-cols-4 print:landscape:grid-cols-4",
};

const Cursor = () => (
  <span aria-hidden className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-foreground align-middle" />
);

/** One round: the question, each educator's answer in its own column, then the synthesis. */
export function RoundView({ round, seats }: { round: Round; seats: Seat[] }) {
  const answered = seats.filter((seat) => round.answers[seat.id]);
  const { synthesis } = round;
  return (
    <section className="space-y-4" aria-label={`Question: ${round.question}`} data-testid="roundtable-round">
      <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">
        <p className="sr-only">You asked:</p>
        <p className="whitespace-pre-wrap">{round.question}</p>
      </div>
      {answered.length > 0 && (
        <div className={cn("grid items-start gap-4 print:grid-cols-1", COLUMNS[answered.length])}>
          {answered.map((seat) => {
            const answer = round.answers[seat.id];
            if (!answer) return null;
            return (
              <article
                key={seat.id}
                className="rounded-2xl border bg-card p-4 shadow-sm break-inside-avoid"
                aria-label={`${seat.name}'s answer`}
                aria-busy={answer.status === "streaming"}
                data-testid="roundtable-answer"
              >
                <header className="mb-3 flex items-center gap-3">
                  <EducatorAvatar name={seat.name} imageUrl={seat.imageUrl} className="size-9 text-sm" />
                  <div>
                    <h3 className="font-semibold leading-tight">{seat.name}</h3>
                    <p className="text-xs text-muted-foreground">{seat.era}</p>
                  </div>
                </header>
                <Markdown partial={answer.status !== "complete"}>{answer.text}</Markdown>
                {answer.status === "streaming" && <Cursor />}
                {answer.status === "error" && (
                  <p role="alert" className="mt-2 text-sm text-destructive">
                    {answer.message}
                  </p>
                )}
                <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-2 text-xs text-muted-foreground">
                  <Info className="size-3.5" aria-hidden />
                  <span>{AI_NOTICE}</span>
                  {answer.model && <ModelCredit verb="Answered by" model={answer.model} />}
                </p>
              </article>
            );
          })}
        </div>
      )}
      {synthesis && (
        <section
          className={cn(
            "rounded-2xl border p-4 break-inside-avoid",
            synthesis.safeguarding ? "border-amber-500/60 bg-amber-50 dark:bg-amber-950/30" : "bg-muted/40",
          )}
          aria-label={synthesis.safeguarding ? "Safeguarding guidance" : "Synthesis"}
          aria-busy={synthesis.status === "streaming"}
          data-testid="roundtable-synthesis"
        >
          <h3 className="mb-2 flex items-center gap-2 font-semibold">
            {synthesis.safeguarding && <ShieldAlert className="size-4" aria-hidden />}
            {synthesis.safeguarding ? "Safeguarding guidance" : "Where they agree and where they part"}
          </h3>
          <Markdown partial={synthesis.status !== "complete"}>{synthesis.text}</Markdown>
          {synthesis.status === "streaming" && <Cursor />}
          {synthesis.model && !synthesis.safeguarding && (
            <p className="mt-3 border-t pt-2 text-xs text-muted-foreground">Summary by: {synthesis.model}</p>
          )}
        </section>
      )}
    </section>
  );
}
