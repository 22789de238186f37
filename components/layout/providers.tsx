"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-provider";
import { useToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/client/http";

// Radix's toast loads with the first notification, not with every page.
const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

function ToasterOnceNeeded() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
      <ToasterOnceNeeded />
    </QueryClientProvider>
  );
}
