"use client";

import { Check, Circle } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { isGuessable, type PasswordScore, passwordScore } from "@/lib/password-score";
import { cn } from "@/lib/utils";
import { PASSWORD_MIN } from "@/lib/validation";

const STRENGTH: Record<PasswordScore, { label: string; bar: string }> = {
  0: { label: "Very weak", bar: "bg-destructive" },
  1: { label: "Weak", bar: "bg-destructive" },
  2: { label: "Fair", bar: "bg-amber-500" },
  3: { label: "Good", bar: "bg-emerald-600" },
  4: { label: "Strong", bar: "bg-emerald-600" },
};

/**
 * A new password's rules, each ticked once met, and a strength meter, updated as the teacher types: the
 * server's own rules (its length and its guessability check, on the same zxcvbn scale), said before it refuses.
 */
export function PasswordStrength({ password }: { password: string }) {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore }>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    void passwordScore(password).then((score) => {
      if (current) setScored({ password, score });
    });
    return () => {
      current = false;
    };
  }, [password]);

  const score = password && scored?.password === password ? scored.score : undefined;
  const strength = score === undefined ? undefined : STRENGTH[score];
  return (
    <span className="grid gap-2" data-testid="password-strength">
      <span className="grid grid-cols-4 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1.5 rounded-full",
              strength && score !== undefined && Math.max(score, 1) >= step ? strength.bar : "bg-muted",
            )}
          />
        ))}
      </span>
      <span aria-live="polite">Strength: {password ? (strength?.label ?? "checking...") : "type a password"}</span>
      <span className="grid gap-1">
        <Rule met={password.length >= PASSWORD_MIN}>At least {PASSWORD_MIN} characters</Rule>
        <Rule met={score !== undefined && !isGuessable(score)}>Not a common password or an easy pattern</Rule>
      </span>
    </span>
  );
}

function Rule({ met, children }: { met: boolean; children: ReactNode }) {
  const Icon = met ? Check : Circle;
  return (
    <span className={cn("flex items-center gap-1.5", met && "text-emerald-700 dark:text-emerald-400")}>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {children}
      <span className="sr-only">{met ? " (met)" : " (not yet met)"}</span>
    </span>
  );
}
