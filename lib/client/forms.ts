import type { z } from "zod";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Validates form values; returns the parsed data or the first message for each field. */
export function validate<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
): { data: z.output<TSchema>; errors?: undefined } | { data?: undefined; errors: FieldErrors<z.input<TSchema>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { errors: errors as FieldErrors<z.input<TSchema>> };
}
