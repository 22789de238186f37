"use client";

import { ChartLine, LoaderCircle, LogIn, ShieldBan } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Spec section 9: a signed-in non-admin is sent home after 2000 ms. */
const REDIRECT_DELAY_MS = 2000;
const ACCESS_DENIED = "Access Denied";
const RESTRICTED = "This page is restricted to authorized users only.";

/** A centred, announced status line with a spinner: auth or statistics loading. */
export function StatusMessage({ children }: { children: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        {children}
      </p>
    </div>
  );
}

/** Signed out: an offer to sign in, which opens the shared login dialog. */
export function SignInPrompt() {
  const authDialog = useAuthDialog();
  return (
    <section
      aria-labelledby="stats-sign-in-heading"
      className="mx-auto max-w-md rounded-xl border bg-card p-8 text-center text-card-foreground shadow-sm"
    >
      <ChartLine className="mx-auto size-10 text-primary" aria-hidden />
      <h1 id="stats-sign-in-heading" className="mt-4 text-2xl font-bold tracking-tight">
        Statistics Dashboard
      </h1>
      <p className="mt-2 text-muted-foreground">
        Sign in with the administrator account to see Lyceum&apos;s usage statistics.
      </p>
      <Button className="mt-6" size="lg" onClick={() => authDialog.open("login")}>
        <LogIn aria-hidden /> Sign In to View Statistics
      </Button>
    </section>
  );
}

/**
 * Signed in without admin rights: a notice, one destructive toast, and a redirect home 2 s after the
 * notice is on screen. The 2 s start when the browser reports the notice visible (laid out and painted in
 * the viewport), not when it is first rendered: a busy page or a background tab still gets its 2 s to read.
 */
export function AccessDenied() {
  const router = useRouter();
  const toastShown = useRef(false);
  const notice = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!toastShown.current) {
      toastShown.current = true;
      toast({ variant: "destructive", title: ACCESS_DENIED, description: RESTRICTED });
    }
    const element = notice.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const shown = new IntersectionObserver((entries) => {
      if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
      shown.disconnect();
      timer = setTimeout(() => router.push("/"), REDIRECT_DELAY_MS);
    });
    shown.observe(element);
    return () => {
      shown.disconnect();
      clearTimeout(timer);
    };
  }, [router]);

  return (
    <section
      ref={notice}
      aria-labelledby="stats-denied-heading"
      className="mx-auto max-w-md rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center"
    >
      <ShieldBan className="mx-auto size-10 text-destructive" aria-hidden />
      <h1 id="stats-denied-heading" className="mt-4 text-2xl font-bold tracking-tight">
        {ACCESS_DENIED}
      </h1>
      <p className="mt-2">{RESTRICTED}</p>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        Redirecting to home page...
      </p>
    </section>
  );
}
