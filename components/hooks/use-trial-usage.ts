"use client";

import { useCallback } from "react";
import { z } from "zod";
import { createLocalStore } from "@/lib/client/local-store";
import { TRIAL_STORAGE_KEY } from "@/lib/lessons/options";
import { useLocalStore } from "./use-local-store";

const trialUsage = createLocalStore(TRIAL_STORAGE_KEY, z.number().int().nonnegative());

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
