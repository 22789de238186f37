"use client";

import { type ReactNode, useCallback, useMemo, useState } from "react";
import { type AuthTab, LoginDialog } from "./login-dialog";
import { AuthDialogContext } from "./use-auth-dialog";

/** One login dialog for the whole app; any component can open it on a given tab (`useAuthDialog`). */
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
