"use client";

import { MailWarning } from "lucide-react";
import { useResendVerification } from "@/components/hooks/use-auth-calls";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { Button } from "@/components/ui/button";

/** Under the header while a signed-in teacher's e-mail is unverified; links expire, so a new one is a click away. */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.isEmailVerified) return null;
  return (
    <section aria-label="Verify your e-mail" className="border-b bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden />
        <p className="flex-1">
          Please verify your e-mail address with the link we sent you. Links expire after 7 days.
        </p>
        <p role="status" className="font-medium">
          {resend.isSuccess ? resend.data.message : resend.isError ? resend.error.message : ""}
        </p>
        {!resend.isSuccess && (
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? "Sending..." : "Send a new link"}
          </Button>
        )}
      </div>
    </section>
  );
}
