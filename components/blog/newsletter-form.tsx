"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { validate } from "@/lib/client/forms";
import { apiRequest, errorMessage } from "@/lib/client/http";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const subscribe = useMutation({
    mutationFn: (body: { email: string }) => apiRequest("POST", "/api/newsletter", body),
    onSuccess: () => {
      setEmail("");
      toast({ title: "Subscribed", description: "Thanks for subscribing! Look out for our next issue." });
    },
    onError: (failure) =>
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(failure, "We could not subscribe you. Please try again."),
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // zod arrives with the first submit, not with the blog page.
    const { newsletterSchema } = await import("@/lib/validation");
    const result = validate(newsletterSchema, { email });
    setError(result.errors?.email);
    if (result.data) subscribe.mutate(result.data);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@school.org"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "newsletter-error" : undefined}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
