"use client";

import { Sparkles } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { EducatorSelect } from "@/components/ask/educator-select";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import type { CatalogueEducator } from "@/lib/client/use-educators";
import type { LessonFormValues } from "@/lib/client/use-lesson-stream";
import { DAY_CHOICES, GRADE_LEVELS, LESSON_LENGTHS, MINUTE_CHOICES } from "@/lib/lessons/options";

export type LessonDraft = Omit<LessonFormValues, "educatorId"> & { educatorId: number | null };

/** The lesson form: subject, grade, topic, length (with the extended choices), instructions, educator. */
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

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Lesson plan details">
      <FormField id="lesson-subject" label="Subject">
        {(field) => (
          <Input
            {...field}
            value={draft.subject}
            onChange={(event) => set("subject", event.target.value)}
            placeholder="e.g. Mathematics"
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id="lesson-grade" label="Grade Level">
        {(field) => (
          <Select
            {...field}
            value={draft.gradeLevel}
            onChange={(event) => set("gradeLevel", event.target.value)}
            disabled={busy}
          >
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
        {(field) => (
          <Input
            {...field}
            value={draft.topic}
            onChange={(event) => set("topic", event.target.value)}
            placeholder="e.g. Equivalent fractions"
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id="lesson-length" label="Lesson Length">
        {(field) => (
          <Select
            {...field}
            value={draft.lessonLength}
            onChange={(event) => set("lessonLength", event.target.value)}
            disabled={busy}
          >
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
              <Select
                {...field}
                value={draft.extendedDurationType}
                onChange={(event) => set("extendedDurationType", event.target.value)}
                disabled={busy}
              >
                <option value="days">Days</option>
                <option value="minutes">Minutes</option>
              </Select>
            )}
          </FormField>
          {draft.extendedDurationType === "days" ? (
            <FormField id="lesson-days" label="Number of days">
              {(field) => (
                <Select
                  {...field}
                  value={draft.extendedDays}
                  onChange={(event) => set("extendedDays", event.target.value)}
                  disabled={busy}
                >
                  {DAY_CHOICES.map((days) => (
                    <option key={days} value={String(days)}>
                      {days} days
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : (
            <FormField id="lesson-minutes" label="Total minutes">
              {(field) => (
                <Select
                  {...field}
                  value={draft.extendedMinutes}
                  onChange={(event) => set("extendedMinutes", event.target.value)}
                  disabled={busy}
                >
                  {MINUTE_CHOICES.map((minutes) => (
                    <option key={minutes} value={String(minutes)}>
                      {minutes} minutes
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        </fieldset>
      )}
      <FormField id="lesson-instructions" label="Custom Instructions (optional)">
        {(field) => (
          <Textarea
            {...field}
            value={draft.customInstructions}
            onChange={(event) => set("customInstructions", event.target.value)}
            placeholder="e.g. Include a short outdoor activity"
            maxLength={1000}
            rows={3}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id="lesson-educator" label="Chosen Educator">
        {(field) => (
          <EducatorSelect
            id={field.id}
            educators={educators}
            value={draft.educatorId}
            onChange={(id) => set("educatorId", id)}
            disabled={busy}
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
