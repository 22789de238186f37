"use client";

import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { type FieldErrors, validate } from "@/lib/client/forms";

export type Field<TName extends string> = {
  name: TName;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  /** What to say under the field about its current value (e.g. a new password's rules and strength). */
  describe?: (value: string) => ReactNode;
};

/** Puts messages beside fields after the form was sent, e.g. the server's refusal of one field. */
export type ShowFieldErrors<TName extends string> = (errors: Partial<Record<TName, string>>) => void;

/**
 * A small form of text fields checked with a zod schema before it is sent: each field shows the
 * schema's message beside it (linked by aria-describedby, the field marked aria-invalid, the cursor put
 * in the first one), and the submit button shows `pendingLabel` while the call runs. `onSubmit` gets a
 * way to show the server's refusal of a field the same way.
 */
export function SchemaForm<TSchema extends z.ZodType<Record<string, unknown>>, TName extends string>({
  schema,
  fields,
  initial,
  focusField,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  footer,
}: {
  schema: TSchema;
  fields: Field<TName>[];
  initial?: Partial<Record<TName, string>>;
  /** The field to put the cursor in when the form appears (e.g. the password once the e-mail is known). */
  focusField?: TName;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (data: z.output<TSchema>, showErrors: ShowFieldErrors<TName>) => void;
  footer?: ReactNode;
}) {
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initial?.[field.name] ?? ""])),
  );
  const [errors, setErrors] = useState<FieldErrors<Record<string, string>>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears.
  useEffect(() => {
    if (focusField) document.getElementById(`${formId}-${focusField}`)?.focus();
  }, []);

  const showErrors = (next: FieldErrors<Record<string, string>>) => {
    setErrors(next);
    const first = fields.find((field) => next[field.name]);
    if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(schema, values);
    showErrors(result.errors ?? {});
    if (result.data) onSubmit(result.data, showErrors);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${formId}-${field.name}`}
          label={field.label}
          error={errors[field.name]}
          hint={field.describe?.(values[field.name] ?? "")}
        >
          {(props) => (
            <Input
              {...props}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              value={values[field.name] ?? ""}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? pendingLabel : submitLabel}
      </Button>
      {footer}
    </form>
  );
}
