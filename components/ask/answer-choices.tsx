"use client";

import { Button } from "@/components/ui/button";

/**
 * The concerns an answer offers when the built-in model was not sure what the question is about: one
 * button each, which asks the same question again about that concern ("About inclusion: …").
 */
export function AnswerChoices({
  choices,
  onChoose,
  disabled = false,
}: {
  choices: string[];
  onChoose: (choice: string) => void;
  disabled?: boolean;
}) {
  if (choices.length === 0) return null;
  return (
    <nav
      aria-label="Did you mean"
      className="no-print mt-3 flex flex-wrap items-center gap-2"
      data-testid="answer-choices"
    >
      <span className="text-sm font-medium">Did you mean:</span>
      {choices.map((choice) => (
        <Button
          key={choice}
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChoose(choice)}
        >
          {choice}
        </Button>
      ))}
    </nav>
  );
}
