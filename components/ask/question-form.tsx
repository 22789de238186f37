"use client";

import { Send, Square } from "lucide-react";
import type { FormEvent, KeyboardEvent, Ref } from "react";
import { preloadMarkdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_QUESTION_LENGTH } from "@/lib/limits";

/** What differs between Ask's box and the roundtable's: the box's id, its label, placeholder and Send's name. */
export type QuestionBoxWords = { id: string; label: string; placeholder: string; sendLabel: string };

const askWords: QuestionBoxWords = {
  id: "question",
  label: "Your question",
  placeholder: "Type your question here...",
  sendLabel: "Send question",
};

/**
 * The question box of Ask and the roundtable: Enter sends, Shift+Enter adds a line; Cancel beside Send
 * while an answer streams.
 */
export function QuestionForm({
  question,
  onQuestionChange,
  onSubmit,
  onCancel,
  busy,
  canSend,
  boxRef,
  words = askWords,
}: {
  question: string;
  onQuestionChange: (question: string) => void;
  onSubmit: (event?: FormEvent) => void;
  onCancel: () => void;
  busy: boolean;
  canSend: boolean;
  boxRef?: Ref<HTMLTextAreaElement>;
  words?: QuestionBoxWords;
}) {
  const hint = `${words.id}-hint`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} onFocus={preloadMarkdown} className="no-print grid gap-2">
      <Label htmlFor={words.id}>{words.label}</Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={words.id}
          ref={boxRef}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={words.placeholder}
          rows={3}
          maxLength={MAX_QUESTION_LENGTH}
          aria-describedby={hint}
        />
        {busy && (
          // Cancel sits beside Send, in a fixed place, while the answer keeps moving as it streams.
          <Button type="button" variant="outline" className="shrink-0" onClick={onCancel}>
            <Square aria-hidden /> Cancel
          </Button>
        )}
        <Button type="submit" size="icon" disabled={!canSend} aria-label={words.sendLabel}>
          <Send aria-hidden />
        </Button>
      </div>
      <p id={hint} className="text-xs text-muted-foreground">
        Enter sends, Shift+Enter adds a new line.
      </p>
    </form>
  );
}
