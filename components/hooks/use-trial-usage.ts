"use client";

import { useCallback } from "react";
import { createLocalStore, isWholeNumber } from "@/lib/client/local-store";
import { TRIAL_STORAGE_KEY } from "@/lib/lessons/options";
import { useLocalStore } from "./use-local-store";

const trialUsage = createLocalStore(TRIAL_STORAGE_KEY, isWholeNumber(0));

/** The anonymous trial count kept in the browser under `lesson_plan_usage_count` (the server keeps its own). */
export function useTrialUsage() {
  const used = useLocalStore(trialUsage) ?? 0;
  const increment = useCallback(() => {
    const next = (trialUsage.read() ?? 0) + 1;
    trialUsage.write(next);
    return next;
  }, []);
  return { used, increment };
}
