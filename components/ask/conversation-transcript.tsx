import type { ReactNode } from "react";
import { ExportActions } from "@/components/export/export-actions";
import type { Exchange } from "@/lib/chat/exchange";
import { AnswerCard } from "./answer-card";

/** A whole stored conversation: Print and Download Word for it, then every exchange, oldest first. */
export function ConversationTranscript({
  educatorName,
  exchanges,
  actions,
}: {
  educatorName: string;
  exchanges: Exchange[];
  actions?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="no-print flex flex-wrap items-center gap-2">
        {actions}
        <ExportActions kind="conversation" conversation={{ educatorName, exchanges }} />
      </div>
      <h2 className="text-xl font-semibold">Conversation with {educatorName}</h2>
      {exchanges.map((exchange) => (
        <AnswerCard
          key={exchange.id}
          educatorName={educatorName}
          question={exchange.question}
          answer={exchange.answer}
          model={exchange.model}
        />
      ))}
    </div>
  );
}
