"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import {
  DEFAULT_GRADE_SYSTEM,
  GRADE_SYSTEM_STORAGE_KEY,
  type GradeSystemId,
  isGradeSystemId,
} from "@/lib/lessons/grade-systems";
import { apiRequest } from "./http";
import { type CurrentUser, currentUserKey, useCurrentUser } from "./use-current-user";

const listeners = new Set<() => void>();

function read() {
  try {
    const stored = window.localStorage.getItem(GRADE_SYSTEM_STORAGE_KEY);
    return isGradeSystemId(stored) ? stored : null;
  } catch {
    return null;
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

/**
 * The grade system the teacher plans in: their account's when signed in and it has one, else this
 * browser's, else US grades (the server's render, before the browser's is read). Choosing one remembers
 * it in this browser and, signed in, for the account; `choose` rejects when the account could not store it.
 */
export function useGradeSystem() {
  const remembered = useSyncExternalStore(subscribe, read, () => null);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const system = user?.gradeSystem ?? remembered ?? DEFAULT_GRADE_SYSTEM;
  const choose = useCallback(
    async (next: GradeSystemId) => {
      try {
        window.localStorage.setItem(GRADE_SYSTEM_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode): the choice lasts for this page, and the account's is kept.
      }
      for (const listener of listeners) listener();
      if (!user) return;
      queryClient.setQueryData<CurrentUser | null>(currentUserKey, (current) =>
        current ? { ...current, gradeSystem: next } : current,
      );
      await apiRequest("PATCH", "/api/auth/user", { gradeSystem: next });
    },
    [user, queryClient],
  );
  return { system, choose };
}
