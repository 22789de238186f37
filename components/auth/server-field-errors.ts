/** Server refusals that are about one field, by code, so their message can stand beside that field too. */
const FIELD_OF_CODE: Record<string, "email" | "password"> = {
  "conflict:email": "email",
  "bad_request:guessable_password": "password",
};

export const fieldOfRefusal = (code: unknown) => (typeof code === "string" ? FIELD_OF_CODE[code] : undefined);

export function serverFieldErrors(code: unknown, message: string): Partial<Record<"email" | "password", string>> {
  const field = fieldOfRefusal(code);
  return field ? { [field]: message } : {};
}
