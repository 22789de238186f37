"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/client/http";
import { createLocalStore } from "@/lib/client/local-store";
import {
  DEFAULT_GRADE_SYSTEM,
  GRADE_SYSTEM_STORAGE_KEY,
  type GradeSystemId,
  isGradeSystemId,
} from "@/lib/lessons/grade-systems";
import { type CurrentUser, currentUserKey, useCurrentUser } from "./use-current-user";
import { useLocalStore } from "./use-local-store";

/** The choice made in this browser, signed in or not. */
const rememberedSystem = createLocalStore(GRADE_SYSTEM_STORAGE_KEY, isGradeSystemId);

/**
 * The grade system the teacher plans in: their account's when signed in and it has one, else this
 * browser's, else US grades (the server's render, before the browser's is read). `choose` remembers one
 * in this browser and, signed in, for the account first: when the account could not store it, it
 * rejects and nothing changes.
 */
export function useGradeSystem() {
  const remembered = useLocalStore(rememberedSystem);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const system = user?.gradeSystem ?? remembered ?? DEFAULT_GRADE_SYSTEM;
  const choose = useCallback(
    async (next: GradeSystemId) => {
      if (user) {
        await apiRequest("PATCH", "/api/auth/user", { gradeSystem: next });
        queryClient.setQueryData<CurrentUser | null>(currentUserKey, (current) =>
          current ? { ...current, gradeSystem: next } : current,
        );
      }
      rememberedSystem.write(next);
    },
    [user, queryClient],
  );
  return { system, choose };
}
