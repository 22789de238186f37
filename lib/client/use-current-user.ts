"use client";

import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./http";

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
};

export const currentUserKey = ["/api/auth/user"] as const;

/** Signed in when the current-user call returns data; the call is never retried. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
