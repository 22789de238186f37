"use client";

import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/client/http";
import { clearSignedInHint, hasSignedInHint } from "@/lib/client/signed-in-hint";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The grade system the teacher plans in; null until they choose one. */
  gradeSystem: GradeSystemId | null;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
};

export const currentUserKey = ["/api/auth/user"] as const;

const fetchCurrentUser = getQueryFn<CurrentUser>({ on401: "returnNull" });

/**
 * Signed in when the current-user call returns data; the call is never retried. Without the signed-in
 * hint there is no session to ask about, so nobody is signed in and no 401 reaches the console.
 */
const currentUserQueryFn: typeof fetchCurrentUser = async (context) => {
  if (!hasSignedInHint()) return null;
  const user = await fetchCurrentUser(context);
  if (!user) clearSignedInHint();
  return user;
};

export function useCurrentUser() {
  const query = useQuery({ queryKey: currentUserKey, queryFn: currentUserQueryFn, retry: false });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
