"use client";

import { useMutation } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import Link from "next/link";
import { type FormEvent, useState } from "react";
import { useEducators } from "@/components/hooks/use-educators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { type FieldErrors, validate } from "@/lib/client/forms";
import { apiRequest, errorBody, errorMessage } from "@/lib/client/http";
import { alreadyInCatalog, findByName } from "@/lib/educators/names";
import { site } from "@/lib/site";
import type { EducatorRequestInput } from "@/lib/validation";

const empty: EducatorRequestInput = { name: "", era: "", origin: "", reason: "" };

type KnownEducator = { id: number; name: string };

/** The server's 409 names the educator the catalog already has. */
function knownEducatorIn(error: unknown): KnownEducator | undefined {
  const educator = errorBody(error)?.educator as Partial<KnownEducator> | undefined;
  return typeof educator?.id === "number" && typeof educator.name === "string"
    ? { id: educator.id, name: educator.name }
    : undefined;
}

/** The 'Request an Educator' block: e-mail the team, or send the form. */
export function RequestEducator() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<EducatorRequestInput>>({});
  const [known, setKnown] = useState<KnownEducator>();
  const { data: catalog = [] } = useEducators();
  const request = useMutation({
    mutationFn: (body: EducatorRequestInput) => apiRequest("POST", "/api/educator-requests", body),
    onSuccess: () => {
      setValues(empty);
      toast({ title: "Request Sent", description: "Thank you! We'll review your suggestion." });
    },
    onError: (error) => {
      const educator = knownEducatorIn(error);
      if (educator) setKnown(educator);
      else
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Your request could not be sent. Please try again."),
        });
    },
  });

  const update = (field: keyof EducatorRequestInput) => (event: { target: { value: string } }) => {
    if (field === "name") setKnown(undefined);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // zod arrives with the first submit, not with the page.
    const { educatorRequestSchema } = await import("@/lib/validation");
    const result = validate(educatorRequestSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    // The catalog on screen already answers most duplicates; the server checks again (409).
    const educator = findByName(catalog, values.name);
    if (educator) setKnown({ id: educator.id, name: educator.name });
    else request.mutate(values);
  };

  return (
    <section
      id="request-an-educator"
      aria-labelledby="request-heading"
      className="rounded-xl border bg-card p-6 sm:p-8"
    >
      <h2 id="request-heading" className="text-2xl font-bold tracking-tight">
        Request an Educator
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Missing someone who shaped your teaching? E-mail your suggestion with the educator&apos;s name, era, origin and
        why they matter to{" "}
        <a
          className="inline-flex items-center gap-1 text-primary underline"
          href={`mailto:${site.educatorRequestEmail}`}
        >
          <Mail className="size-4" aria-hidden />
          {site.educatorRequestEmail}
        </a>
        , or send it with this form.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormField id="request-name" label="Educator's name" error={errors.name}>
          {(field) => <Input {...field} value={values.name} onChange={update("name")} autoComplete="off" />}
        </FormField>
        <FormField id="request-era" label="Era (optional)" error={errors.era}>
          {(field) => <Input {...field} value={values.era} onChange={update("era")} placeholder="e.g. 1859–1952" />}
        </FormField>
        <FormField id="request-origin" label="Origin (optional)" error={errors.origin}>
          {(field) => (
            <Input {...field} value={values.origin} onChange={update("origin")} placeholder="e.g. United States" />
          )}
        </FormField>
        <FormField
          id="request-reason"
          label="Why should teachers meet them?"
          error={errors.reason}
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} value={values.reason} onChange={update("reason")} rows={4} />}
        </FormField>
        <p role="status" className="text-sm sm:col-span-2 empty:hidden" data-testid="educator-known">
          {known && (
            <>
              {alreadyInCatalog(known.name)}{" "}
              <Link className="font-medium text-primary underline" href={`/ask?educator=${known.id}`}>
                Ask {known.name} a question
              </Link>
            </>
          )}
        </p>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send Request"}
          </Button>
        </div>
      </form>
    </section>
  );
}
