"use client";

import { Send, Square } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { ExportActions } from "@/components/export/export-actions";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useAnswerStream } from "@/lib/client/use-answer-stream";
import { useEducators } from "@/lib/client/use-educators";
import { MAX_QUESTION_LENGTH } from "@/lib/validation";
import { AnswerCard } from "./answer-card";
import { ChatArea } from "./chat-area";
import { EducatorProfile } from "./educator-profile";
import { EducatorSelect } from "./educator-select";

export function AskEducator() {
  const searchParams = useSearchParams();
  const { data: educators, error: educatorsError } = useEducators();
  const [educatorId, setEducatorId] = useState<number | null>(() => {
    const preselected = Number(searchParams.get("educator"));
    return Number.isInteger(preselected) && preselected > 0 ? preselected : null;
  });
  const [question, setQuestion] = useState("");
  const questionBox = useRef<HTMLTextAreaElement>(null);

  const onError = useCallback(
    (message: string) => toast({ variant: "destructive", title: "Error", description: message }),
    [],
  );
  const { state, exchanges, ask, cancel, reset } = useAnswerStream({ onError });
  const busy = state.status === "streaming";

  useEffect(() => {
    if (educatorsError) toast({ variant: "destructive", title: "Error", description: educatorsError.message });
  }, [educatorsError]);

  const educator = educators?.find((candidate) => candidate.id === educatorId);

  const chooseEducator = (id: number | null) => {
    if (id === educatorId) return;
    reset();
    setEducatorId(id);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!educator) {
      toast({ title: "Selection Required", description: "Please select an educator before submitting a question." });
      return;
    }
    const text = question.trim();
    if (!text) {
      toast({ title: "Question Required", description: "Please enter a question to ask the educator." });
      return;
    }
    setQuestion("");
    void ask(educator.id, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const tryAgain = () => {
    if (state.status === "error") setQuestion((current) => current || state.question);
    cancel();
    questionBox.current?.focus();
  };

  const canSend = !busy && Boolean(educator) && question.trim().length > 0;

  return (
    <div className="grid gap-6">
      <div className="no-print grid gap-2">
        <Label htmlFor="educator-select">Choose an educator</Label>
        <EducatorSelect
          id="educator-select"
          educators={educators ?? []}
          value={educatorId}
          onChange={chooseEducator}
          disabled={busy}
        />
      </div>

      {educator && <EducatorProfile educator={educator} />}

      <ChatArea followKey={state.status === "streaming" ? state.text.length : exchanges.length}>
        {exchanges.length === 0 && state.status === "idle" ? (
          <div className="grid h-full place-items-center text-center">
            <div>
              <p className="text-lg font-semibold">Start Your Conversation</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {educator
                  ? `Ask ${educator.name} anything about your classroom.`
                  : "Choose an educator, then ask anything about your classroom."}
              </p>
            </div>
          </div>
        ) : (
          <div className="space-y-6">
            {exchanges.map((exchange, index) => (
              <AnswerCard
                key={exchange.id}
                educatorName={educator?.name ?? "Educator"}
                question={exchange.question}
                answer={exchange.answer}
                model={exchange.model}
                footer={
                  index === exchanges.length - 1 && state.status === "idle" && educator ? (
                    <ExportActions
                      className="no-print mt-3"
                      kind="answer"
                      conversation={{ educatorName: educator.name, exchanges: [exchange] }}
                    />
                  ) : undefined
                }
              />
            ))}
            {state.status === "streaming" && (
              <AnswerCard
                educatorName={educator?.name ?? "Educator"}
                question={state.question}
                answer={state.text}
                model={state.model}
                streaming
              />
            )}
            {state.status === "error" && (
              <div role="alert" className="rounded-xl border border-destructive/50 bg-destructive/5 p-4">
                <p className="font-semibold">The answer could not be completed</p>
                <p className="mt-1 text-sm">{state.message}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={tryAgain}>
                  Try Again
                </Button>
              </div>
            )}
          </div>
        )}
      </ChatArea>

      <form onSubmit={submit} className="no-print grid gap-2">
        <Label htmlFor="question">Your question</Label>
        <div className="flex items-end gap-2">
          <Textarea
            id="question"
            ref={questionBox}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your question here..."
            rows={3}
            maxLength={MAX_QUESTION_LENGTH}
            aria-describedby="question-hint"
          />
          {busy && (
            // Cancel sits beside Send, in a fixed place, while the answer keeps moving as it streams.
            <Button type="button" variant="outline" onClick={cancel}>
              <Square aria-hidden /> Cancel
            </Button>
          )}
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send question">
            <Send aria-hidden />
          </Button>
        </div>
        <p id="question-hint" className="text-xs text-muted-foreground">
          Enter sends, Shift+Enter adds a new line.
        </p>
      </form>

      {exchanges.length > 0 && educator && (
        <section aria-labelledby="export-heading" className="no-print rounded-xl border bg-card p-4">
          <h2 id="export-heading" className="font-semibold">
            Export Conversation
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Print this conversation or take it into Word.</p>
          <ExportActions
            className="mt-3"
            kind="conversation"
            conversation={{ educatorName: educator.name, exchanges }}
          />
        </section>
      )}
    </div>
  );
}
