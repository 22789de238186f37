"use client";

import { createContext, useContext } from "react";
import type { AuthTab } from "./login-dialog";

type AuthDialogState = { open: (tab?: AuthTab) => void };

/** Filled by <AuthDialogProvider>: the one login dialog for the whole app. */
export const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Opens the login dialog on a given tab, from any component. */
export function useAuthDialog() {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return context;
}
