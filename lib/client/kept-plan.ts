"use client";

import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import { createLocalStore, isRecord, isWholeNumber } from "./local-store";

/**
 * The last plan generated on /lessons, with the form it came from, kept in this browser until the
 * teacher generates another: leaving the page, a reload or a closed tab does not lose it. One entry per
 * account (and one for the visitor), so a shared browser never shows one teacher's plan to another;
 * an account's entry goes at logout, a visitor's joins the account at login as the plan itself does
 * (if the account has none kept here).
 */
export type KeptPlan<Draft> = {
  /** The form's inputs, as the teacher left them. */
  draft: Draft;
  /** The version on screen, as the server sent it: the typed plan and its Markdown. */
  plan: LessonPlanJson;
  /** Whether the teacher pressed Save Lesson (then it is in My Library too). */
  saved: boolean;
};

/** Who a kept plan belongs to in this browser: an account's id, or the visitor. */
export const VISITOR = "visitor";

/**
 * A kept plan as stored: a form, and a plan the server sent (its id and Markdown are enough to check);
 * `saved` may be missing from a plan kept before it was recorded.
 */
const isKeptPlan = <Draft>(value: unknown): value is KeptPlan<Draft> =>
  isRecord(value) &&
  isRecord(value.draft) &&
  isRecord(value.plan) &&
  isWholeNumber(0)(value.plan.id) &&
  typeof value.plan.content === "string" &&
  (value.saved === undefined || typeof value.saved === "boolean");

/** The store of `owner`'s kept plan. */
const keptPlanStore = <Draft>(owner: string) => createLocalStore(`lyceum-kept-plan:${owner}`, isKeptPlan<Draft>);

export const keepPlan = <Draft>(owner: string, kept: KeptPlan<Draft>) => keptPlanStore<Draft>(owner).write(kept);

export const forgetKeptPlan = (owner: string) => keptPlanStore(owner).write(null);

export function keptPlan<Draft>(owner: string): KeptPlan<Draft> | null {
  const kept = keptPlanStore<Draft>(owner).read();
  return kept && { ...kept, saved: kept.saved === true };
}

/**
 * At login the visitor's plans join the account (on the server): so does the plan kept in this browser,
 * unless the account has one kept here already, which may be unsaved work and stays. Either way the
 * visitor's goes: it is the account's now, not for the next visitor of this browser to see.
 */
export function adoptVisitorPlan(userId: string) {
  const visitors = keptPlan(VISITOR);
  if (!visitors) return;
  if (!keptPlan(userId)) keepPlan(userId, visitors);
  forgetKeptPlan(VISITOR);
}
