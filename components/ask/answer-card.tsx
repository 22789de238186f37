import { CircleSlash, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Markdown } from "@/components/markdown";
import { ModelCredit } from "@/components/model-credit";
import { AI_NOTICE } from "@/lib/site";
import { cn } from "@/lib/utils";

/** One question and its answer, in the educator's voice; or the part of it that arrived before Cancel. */
export function AnswerCard({
  educatorName,
  question,
  answer,
  model,
  footer,
  streaming = false,
  cancelled = false,
}: {
  educatorName: string;
  question: string;
  answer: string;
  model: string | null;
  footer?: ReactNode;
  streaming?: boolean;
  cancelled?: boolean;
}) {
  return (
    <article
      // While streaming on desktop it fills the chat area, so its start can be scrolled to the top. A
      // cancelled answer is not part of the conversation: it is not printed with it.
      className={cn("scroll-mt-20 space-y-3", streaming && "md:min-h-[22rem]", cancelled && "no-print")}
      data-printable
      data-testid={streaming ? "streaming-answer" : cancelled ? "cancelled-answer" : "exchange"}
    >
      <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">
        <p className="sr-only">You asked:</p>
        <p className="whitespace-pre-wrap">{question}</p>
      </div>
      <div className="max-w-[95%] rounded-2xl rounded-bl-sm border bg-card p-4 shadow-sm">
        <p className="mb-2 text-sm font-semibold">{educatorName}</p>
        <div className={streaming ? "max-h-[400px] overflow-y-auto" : undefined}>
          <Markdown partial={streaming || cancelled}>{answer}</Markdown>
          {streaming && (
            <span aria-hidden className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-foreground align-middle" />
          )}
        </div>
        {cancelled && (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <CircleSlash className="size-4" aria-hidden /> Cancelled: the answer stopped here and is not saved.
          </p>
        )}
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-2 text-xs text-muted-foreground">
          <Info className="size-3.5" aria-hidden />
          <span>{AI_NOTICE}</span>
          {model && <ModelCredit verb="Answered by" model={model} />}
        </p>
        {footer}
      </div>
    </article>
  );
}
