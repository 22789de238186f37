"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adoptVisitorPlan, forgetKeptPlan } from "@/lib/client/kept-plan";
import type { LoginInput, RegisterInput } from "@/lib/validation";
import { forgetConversation } from "./use-current-conversation";
import { type CurrentUser, currentUserKey } from "./use-current-user";

/** A refused account call: the server's message, and its code (e.g. `conflict:email`) when it sent one. */
export class AccountCallError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "AccountCallError";
  }
}

/** Spec section 8: a failed account call throws the response's `message`, else the fallback. */
async function postAccountCall<T>(url: string, body: unknown, fallback: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!response.ok) throw new AccountCallError(data.message || fallback, data.code);
  return data as T;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => postAccountCall<{ user: CurrentUser }>("/api/auth/login", input, "Login failed"),
    onSuccess: async ({ user }) => {
      adoptVisitorPlan(user.id);
      queryClient.setQueryData(currentUserKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => postAccountCall("/api/auth/register", input, "Registration failed"),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      postAccountCall("/api/auth/forgot-password", input, "Failed to send reset email"),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
      if (!response.ok) throw new Error("Logout failed");
    },
    onSuccess: () => {
      const signedOut = queryClient.getQueryData<CurrentUser | null>(currentUserKey);
      queryClient.setQueryData(currentUserKey, null);
      forgetConversation();
      // The plan kept for the account leaves this browser with it (the teacher was asked if it was unsaved).
      if (signedOut) forgetKeptPlan(signedOut.id);
      // Drop every cached answer that belonged to the signed-in user, then keep the signed-out state.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}

/** A new verification link for the signed-in teacher (links expire after 7 days). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      postAccountCall<{ message: string }>("/api/auth/resend-verification", {}, "Failed to send a new link"),
  });
}
