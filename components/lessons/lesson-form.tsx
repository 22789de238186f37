"use client";

import { Sparkles } from "lucide-react";
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { EducatorPicker } from "@/components/ask/educator-picker";
import { preloadMarkdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import type { CatalogueEducator } from "@/lib/client/use-educators";
import type { LessonFormValues } from "@/lib/client/use-lesson-stream";
import { DAY_CHOICES, GRADE_LEVELS, LESSON_LENGTHS, MINUTE_CHOICES } from "@/lib/lessons/options";

export type LessonDraft = Omit<LessonFormValues, "educatorId"> & { educatorId: number | null };
type TextKey = Exclude<keyof LessonDraft, "educatorId">;

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
  onChange: (next: LessonDraft) => void;
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
      <FormField id="lesson-grade" label="Grade Level">
        {(field) => (
          <Select {...field} {...bind("gradeLevel")}>
            <option value="">-- Select a grade level --</option>
            {GRADE_LEVELS.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </Select>
        )}
      </FormField>
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
