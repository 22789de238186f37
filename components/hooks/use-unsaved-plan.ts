"use client";

import { useSyncExternalStore } from "react";
import { keptPlan } from "@/lib/client/kept-plan";
import { subscribeToLocalStores } from "@/lib/client/local-store";

/** Whether this account has a plan kept here that is not saved to its library. */
export function useUnsavedPlan(owner: string | null) {
  return useSyncExternalStore(
    subscribeToLocalStores,
    () => owner !== null && keptPlan(owner)?.saved === false,
    () => false,
  );
}
