"use client";

import { Loader2, Wand2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QUICK_CHANGES } from "@/lib/lessons/refine-plan";
import { MAX_REFINE_INSTRUCTION_LENGTH } from "@/lib/limits";

/** A section's Refine control: a quick change, or the teacher's own instruction. */
export function RefineControl({
  section,
  busy,
  refining,
  onRefine,
}: {
  section: string;
  /** Some section is being refined: no second refine starts meanwhile. */
  busy: boolean;
  /** This section is the one being refined. */
  refining: boolean;
  onRefine: (instruction: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [instruction, setInstruction] = useState("");
  const inputId = useId();

  const refine = (text: string) => {
    setOpen(false);
    setInstruction("");
    onRefine(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (instruction.trim()) refine(instruction.trim());
  };

  return (
    <div className="no-print my-2">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-label={`Refine ${section}`}
        disabled={busy}
        onClick={() => setOpen((value) => !value)}
      >
        {refining ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
        {refining ? "Refining..." : "Refine"}
      </Button>
      {open && (
        <fieldset className="mt-2 space-y-3 rounded-lg border bg-muted/30 p-3">
          <legend className="sr-only">Refine {section}</legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_CHANGES.map((change) => (
              <Button key={change} variant="secondary" size="sm" onClick={() => refine(change)}>
                {change}
              </Button>
            ))}
          </div>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <div className="min-w-60 flex-1 space-y-1">
              <Label htmlFor={inputId}>Your own instruction</Label>
              <Input
                id={inputId}
                value={instruction}
                maxLength={MAX_REFINE_INSTRUCTION_LENGTH}
                onChange={(event) => setInstruction(event.target.value)}
                placeholder="e.g. use a sports example"
              />
            </div>
            <Button type="submit" size="sm" disabled={!instruction.trim()}>
              Refine section
            </Button>
          </form>
        </fieldset>
      )}
    </div>
  );
}
