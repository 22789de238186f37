"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { forgetKeptPlan, type KeptPlan, keepPlan, keptPlan, VISITOR } from "@/lib/client/kept-plan";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import type { LessonDraft } from "./lesson-form";

/** The finished plan on screen (the version shown) and whether the teacher saved it. */
type ShownPlan = { plan: LessonPlanJson; saved: boolean };

/**
 * Keeps the finished plan on screen, with the form, in this browser for `owner` (once the current user
 * is known), and brings the kept one back when the page opens with nothing on it, or when a visitor logs
 * in to an account that keeps a plan of its own here. When the account that owned the page logs out,
 * its plan and form leave the screen (`onLoggedOut`).
 */
export function useKeptPlan({
  owner,
  draft,
  idle,
  onRestore,
  onLoggedOut,
}: {
  owner: string | null;
  draft: LessonDraft;
  /** No plan is being written or shown. */
  idle: boolean;
  onRestore: (kept: KeptPlan<Partial<LessonDraft>>) => void;
  onLoggedOut: () => void;
}) {
  const [shown, setShown] = useState<ShownPlan | null>(null);
  const previousOwner = useRef<string | null>(null);

  // One effect, so the plan is never written under the visitor in the moment its account logs out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are read when the owner or the plan changes.
  useEffect(() => {
    if (owner === null) return;
    const before = previousOwner.current;
    previousOwner.current = owner;
    if (before !== owner && before !== null && before !== VISITOR) {
      setShown(null);
      onLoggedOut();
      return;
    }
    // The page opens with nothing on it, or the visitor logs in with a plan on screen: the owner's kept
    // plan is shown. At login that is the visitor's plan, or the account's own if it had one kept here.
    const kept = before !== owner && (idle || shown) ? keptPlan<Partial<LessonDraft>>(owner) : null;
    if (kept && kept.plan.id !== shown?.plan.id) {
      setShown({ plan: kept.plan, saved: kept.saved });
      onRestore(kept);
      return;
    }
    if (shown) keepPlan(owner, { draft, ...shown });
  }, [owner, draft, shown, idle]);

  /** For PlanView: the version on screen and whether it is saved. */
  const onShown = useCallback((plan: LessonPlanJson, saved: boolean) => setShown({ plan, saved }), []);

  /** Another plan is started: the kept one goes. */
  const forget = useCallback(() => {
    setShown(null);
    if (owner) forgetKeptPlan(owner);
  }, [owner]);

  return { shown, onShown, forget };
}
