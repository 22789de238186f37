"use client";

import { useSyncExternalStore } from "react";
import type { LessonPlanJson } from "./use-lesson-stream";

/**
 * The last plan generated on /lessons, with the form it came from, kept in this browser until the
 * teacher generates another: leaving the page, a reload or a closed tab does not lose it. One entry per
 * account (and one for the visitor), so a shared browser never shows one teacher's plan to another;
 * an account's entry goes at logout, a visitor's joins the account at login as the plan itself does.
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

const keyOf = (owner: string) => `lyceum-kept-plan:${owner}`;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function read(owner: string) {
  try {
    return window.localStorage.getItem(keyOf(owner));
  } catch {
    return null;
  }
}

function write(owner: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(keyOf(owner));
    else window.localStorage.setItem(keyOf(owner), value);
  } catch {
    // Storage can be unavailable (private mode, full): the plan then lasts as long as the page.
  }
  changed();
}

export const keepPlan = <Draft>(owner: string, kept: KeptPlan<Draft>) => write(owner, JSON.stringify(kept));

export const forgetKeptPlan = (owner: string) => write(owner, null);

function parse<Draft>(raw: string | null): KeptPlan<Draft> | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptPlan<Draft>>;
    const { plan, draft } = kept;
    if (!plan || !Number.isInteger(plan.id) || typeof plan.content !== "string") return null;
    if (!draft || typeof draft !== "object") return null;
    return { draft, plan, saved: kept.saved === true };
  } catch {
    return null;
  }
}

export const keptPlan = <Draft>(owner: string) => parse<Draft>(read(owner));

/** At login the visitor's plans join the account (on the server): so does the plan kept in this browser. */
export function adoptVisitorPlan(userId: string) {
  const visitors = read(VISITOR);
  if (!visitors) return;
  write(userId, visitors);
  write(VISITOR, null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same browser keeps or forgets a plan.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Whether this account has a plan kept here that is not saved to its library. */
export function useUnsavedPlan(owner: string | null) {
  return useSyncExternalStore(
    subscribe,
    () => owner !== null && parse(read(owner))?.saved === false,
    () => false,
  );
}
