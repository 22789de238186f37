"use client";

import { Sparkles } from "lucide-react";
import type { ChangeEvent, Dispatch, FormEvent, ReactNode, SetStateAction } from "react";
import { EducatorPicker } from "@/components/ask/educator-picker";
import { useGradeSystem } from "@/components/hooks/use-grade-system";
import type { LessonFormValues } from "@/components/hooks/use-lesson-stream";
import { preloadMarkdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/client/http";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";
import { GRADE_SYSTEMS, type GradeLabel, gradeIn, gradeSystem, isGradeSystemId } from "@/lib/lessons/grade-systems";
import { DAY_CHOICES, LESSON_LENGTHS, MINUTE_CHOICES } from "@/lib/lessons/options";

export type LessonDraft = Omit<LessonFormValues, "educatorId"> & { educatorId: number | null };
type TextKey = Exclude<keyof LessonDraft, "educatorId" | "gradeSystem" | "gradeLevel">;

const gradeOptions = (labels: readonly GradeLabel[]) =>
  labels.map(({ label }) => (
    <option key={label} value={label}>
      {label}
    </option>
  ));

/** The lesson form: educator first (it shapes the rest), then subject, grade, topic, length, instructions. */
export function LessonFormFields({
  draft,
  onChange,
  educators,
  busy,
  submit,
  onSubmit,
}: {
  draft: LessonDraft;
  onChange: Dispatch<SetStateAction<LessonDraft>>;
  educators: CatalogueEducator[];
  busy: boolean;
  submit: ReactNode;
  onSubmit: (event: FormEvent) => void;
}) {
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) => onChange({ ...draft, [key]: value });
  /** The props that tie a text field or select to one of the draft's text values. */
  const bind = (key: TextKey) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(key, event.target.value),
    disabled: busy,
  });

  // The grade levels are those of the draft's grade system, else of the teacher's (remembered in the
  // browser and the account). Choosing a grade ties the draft to the system it is in.
  const { system: teachersSystem, choose } = useGradeSystem();
  const system = draft.gradeSystem ?? teachersSystem;
  const chooseGrade = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...draft, gradeLevel: event.target.value, gradeSystem: system });
  // On a change of system the grade chosen becomes the same school year in the new one, at once; if the
  // account cannot store the new system, the form goes back to the grade and system it had.
  const chooseSystem = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isGradeSystemId(next)) return;
    const before = { gradeSystem: draft.gradeSystem, gradeLevel: draft.gradeLevel };
    const after = { gradeSystem: next, gradeLevel: gradeIn(next, draft.gradeLevel, system) };
    onChange((current) => ({ ...current, ...after }));
    choose(next).catch((error: unknown) => {
      onChange((current) =>
        current.gradeSystem === after.gradeSystem && current.gradeLevel === after.gradeLevel
          ? { ...current, ...before }
          : current,
      );
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(error, "Your grade system could not be saved to your account. Please try again."),
      });
    });
  };

  const extended =
    draft.extendedDurationType === "days"
      ? { id: "lesson-days", label: "Number of days", key: "extendedDays" as const, choices: DAY_CHOICES, unit: "days" }
      : {
          id: "lesson-minutes",
          label: "Total minutes",
          key: "extendedMinutes" as const,
          choices: MINUTE_CHOICES,
          unit: "minutes",
        };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadMarkdown}
      noValidate
      className="grid gap-4"
      aria-label="Lesson plan details"
    >
      <FormField id="lesson-educator" label="Chosen Educator">
        {(field) => (
          <EducatorPicker
            id={field.id}
            educators={educators}
            value={draft.educatorId}
            onChange={(id) => set("educatorId", id)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id="lesson-subject" label="Subject">
        {(field) => <Input {...field} {...bind("subject")} placeholder="e.g. Mathematics" />}
      </FormField>
      <div className="grid gap-2">
        <FormField id="lesson-grade" label="Grade Level">
          {(field) => (
            <Select {...field} value={draft.gradeLevel} onChange={chooseGrade} disabled={busy}>
              <option value="">-- Select a grade level --</option>
              {gradeSystem(system).groups.map((group) =>
                group.name ? (
                  <optgroup key={group.name} label={group.name}>
                    {gradeOptions(group.labels)}
                  </optgroup>
                ) : (
                  gradeOptions(group.labels)
                ),
              )}
            </Select>
          )}
        </FormField>
        <div className="flex items-center justify-end gap-2">
          <Label htmlFor="lesson-grade-system" className="font-normal text-muted-foreground">
            Grade system
          </Label>
          <Select
            id="lesson-grade-system"
            className="h-8 w-auto py-1"
            value={system}
            onChange={chooseSystem}
            disabled={busy}
          >
            {GRADE_SYSTEMS.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FormField id="lesson-topic" label="Topic">
        {(field) => <Input {...field} {...bind("topic")} placeholder="e.g. Equivalent fractions" />}
      </FormField>
      <FormField id="lesson-length" label="Lesson Length">
        {(field) => (
          <Select {...field} {...bind("lessonLength")}>
            {LESSON_LENGTHS.map((length) => (
              <option key={length.value} value={length.value}>
                {length.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {draft.lessonLength === "extended" && (
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Extended lesson</legend>
          <FormField id="lesson-duration-type" label="Duration type">
            {(field) => (
              <Select {...field} {...bind("extendedDurationType")}>
                <option value="days">Days</option>
                <option value="minutes">Minutes</option>
              </Select>
            )}
          </FormField>
          <FormField key={extended.id} id={extended.id} label={extended.label}>
            {(field) => (
              <Select {...field} {...bind(extended.key)}>
                {extended.choices.map((choice) => (
                  <option key={choice} value={String(choice)}>
                    {choice} {extended.unit}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </fieldset>
      )}
      <FormField id="lesson-instructions" label="Custom Instructions (optional)">
        {(field) => (
          <Textarea
            {...field}
            {...bind("customInstructions")}
            placeholder="e.g. Include a short outdoor activity"
            maxLength={1000}
            rows={3}
          />
        )}
      </FormField>
      {submit}
    </form>
  );
}

export function GenerateButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={busy}>
      <Sparkles aria-hidden />
      {busy ? "Generating..." : "Generate Lesson Plan"}
    </Button>
  );
}
