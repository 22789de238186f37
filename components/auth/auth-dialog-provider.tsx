"use client";

import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import type { AuthTab } from "./login-dialog";
import { AuthDialogContext } from "./use-auth-dialog";

// The dialog, its forms and zod load the first time someone opens it, not with every page (React's
// own lazy: next/dynamic would add its loader to every page for nothing, as this never renders on the server).
const LoginDialog = lazy(() => import("./login-dialog").then((module) => ({ default: module.LoginDialog })));

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
      {wasOpened && (
        <Suspense>
          <LoginDialog open={isOpen} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
