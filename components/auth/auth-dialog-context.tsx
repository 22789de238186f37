"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type AuthTab, LoginDialog } from "./login-dialog";

type AuthDialogState = { open: (tab?: AuthTab) => void };

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** One login dialog for the whole app; any component can open it on a given tab. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
  const open = useCallback((next: AuthTab = "login") => {
    setTab(next);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={isOpen} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog() {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return context;
}
