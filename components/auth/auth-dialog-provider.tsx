"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import type { AuthTab } from "./login-dialog";
import { AuthDialogContext } from "./use-auth-dialog";

// The dialog, its forms and zod load the first time someone opens it, not with every page.
const LoginDialog = dynamic(() => import("./login-dialog").then((module) => module.LoginDialog), { ssr: false });

/** One login dialog for the whole app; any component can open it on a given tab (`useAuthDialog`). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
  const open = useCallback((next: AuthTab = "login") => {
    setTab(next);
    setOpen(true);
    setWasOpened(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {wasOpened && <LoginDialog open={isOpen} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />}
    </AuthDialogContext.Provider>
  );
}
