"use client";

import { useSearchParams } from "next/navigation";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ExportActions } from "@/components/export/export-actions";
import { askedAbout, useAnswerStream } from "@/components/hooks/use-answer-stream";
import {
  forgetConversation,
  rememberConversation,
  useRestoreConversation,
} from "@/components/hooks/use-current-conversation";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useEducators } from "@/components/hooks/use-educators";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { AnswerCard } from "./answer-card";
import { AnswerChoices } from "./answer-choices";
import { ChatArea } from "./chat-area";
import { EducatorPicker } from "./educator-picker";
import { EducatorProfile } from "./educator-profile";
import { QuestionForm } from "./question-form";
import { SwitchEducatorDialog } from "./switch-educator-dialog";

export function AskEducator() {
  const searchParams = useSearchParams();
  const { data: educators, error: educatorsError } = useEducators();
  const { user } = useCurrentUser();
  const [preselected] = useState<number | null>(() => {
    const id = Number(searchParams.get("educator"));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const [educatorId, setEducatorId] = useState(preselected);
  const [pendingEducatorId, setPendingEducatorId] = useState<number | null>(null);
  const [question, setQuestion] = useState("");
  const questionBox = useRef<HTMLTextAreaElement>(null);

  const onError = useCallback(
    (message: string) => toast({ variant: "destructive", title: "Error", description: message }),
    [],
  );
  const { state, exchanges, ask, cancel, clear, reset, restore } = useAnswerStream({
    onError,
    onConversation: rememberConversation,
  });
  const busy = state.status === "streaming";
  useRestoreConversation(preselected, (conversation) => {
    setEducatorId(conversation.educatorId);
    restore(conversation.id, conversation.exchanges);
  });

  useEffect(() => {
    if (educatorsError) toast({ variant: "destructive", title: "Error", description: educatorsError.message });
  }, [educatorsError]);

  const educator = educators?.find((candidate) => candidate.id === educatorId);
  // A teacher who arrives with ?educator=N can ask before the catalogue has loaded: the server checks the id.
  const askedEducatorId = educator?.id ?? (educators === undefined ? educatorId : null);

  const switchEducator = (id: number) => {
    setPendingEducatorId(null);
    reset();
    forgetConversation();
    setEducatorId(id);
  };
  // A conversation on screen is not dropped without asking.
  const chooseEducator = (id: number) => {
    if (id === educatorId) return;
    if (exchanges.length > 0) setPendingEducatorId(id);
    else switchEducator(id);
  };
  const pendingEducator = educators?.find((candidate) => candidate.id === pendingEducatorId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (askedEducatorId === null) {
      toast({ title: "Selection Required", description: "Please select an educator before submitting a question." });
      return;
    }
    const text = question.trim();
    if (!text) {
      toast({ title: "Question Required", description: "Please enter a question to ask the educator." });
      return;
    }
    setQuestion("");
    void ask(askedEducatorId, text);
  };

  // "Did you mean: inclusion": the same question again, about the concern the teacher chose.
  const choose = (choice: string, asked: string) => {
    if (busy || askedEducatorId === null) return;
    void ask(askedEducatorId, askedAbout(choice, asked));
  };

  /** The question asked goes back in the box (unless the teacher has begun another), to edit or send again. */
  const askAgain = (asked: string) => {
    setQuestion((current) => current.trim() || asked);
    questionBox.current?.focus();
  };

  const tryAgain = () => {
    if (state.status === "error") askAgain(state.question);
    clear();
  };

  const stopAnswer = () => {
    if (state.status === "streaming") askAgain(state.question);
    cancel();
  };

  return (
    <div className="grid gap-6">
      <div className="no-print grid gap-2">
        <Label id="educator-select-label" htmlFor="educator-select">
          Choose an educator
        </Label>
        <EducatorPicker
          id="educator-select"
          educators={educators ?? []}
          value={educatorId}
          onChange={chooseEducator}
          disabled={busy}
        />
      </div>

      {educator && <EducatorProfile educator={educator} />}

      <SwitchEducatorDialog
        from={educator?.name ?? ""}
        to={pendingEducator?.name ?? null}
        signedIn={Boolean(user)}
        onKeep={() => setPendingEducatorId(null)}
        onSwitch={() => pendingEducator && switchEducator(pendingEducator.id)}
      />

      <ChatArea
        latestExchange={exchanges.length + (state.status === "streaming" || state.status === "cancelled" ? 1 : 0)}
      >
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
                    <>
                      <AnswerChoices
                        choices={exchange.choices ?? []}
                        onChoose={(choice) => choose(choice, exchange.question)}
                      />
                      <ExportActions
                        className="no-print mt-3"
                        kind="answer"
                        conversation={{ educatorName: educator.name, exchanges: [exchange] }}
                      />
                    </>
                  ) : undefined
                }
              />
            ))}
            {(state.status === "streaming" || state.status === "cancelled") && (
              <AnswerCard
                educatorName={educator?.name ?? "Educator"}
                question={state.question}
                answer={state.text}
                model={state.model}
                streaming={state.status === "streaming"}
                cancelled={state.status === "cancelled"}
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

      <QuestionForm
        question={question}
        onQuestionChange={setQuestion}
        onSubmit={submit}
        onCancel={stopAnswer}
        busy={busy}
        canSend={!busy && askedEducatorId !== null && question.trim().length > 0}
        boxRef={questionBox}
      />

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
