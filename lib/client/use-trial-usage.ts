"use client";

import { useCallback, useSyncExternalStore } from "react";
import { TRIAL_STORAGE_KEY } from "@/lib/lessons/options";

const listeners = new Set<() => void>();

function read() {
  try {
    return Math.max(0, Number(window.localStorage.getItem(TRIAL_STORAGE_KEY)) || 0);
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The anonymous trial count kept in the browser under `lesson_plan_usage_count`. */
export function useTrialUsage() {
  const used = useSyncExternalStore(subscribe, read, () => 0);
  const increment = useCallback(() => {
    const next = read() + 1;
    try {
      window.localStorage.setItem(TRIAL_STORAGE_KEY, String(next));
    } catch {
      // Storage can be unavailable (private mode); the server keeps its own count.
    }
    for (const listener of listeners) listener();
    return next;
  }, []);
  return { used, increment };
}
