"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { announceNavigation, holdLinkClick, linkedPage } from "@/lib/client/link-click";

/**
 * While `armed`, leaving the page asks first: a click on a link to another page of the site is held
 * until the teacher answers (`pending` is that page; `leave` goes there, `stay` stays), and closing,
 * reloading or leaving the site gets the browser's own question.
 */
export function useLeaveGuard(armed: boolean) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!armed) return;
    const hold = (event: MouseEvent) => {
      const href = event.defaultPrevented ? null : linkedPage(event);
      if (href === null) return;
      // Capturing, so the click is held before Next's link sees it.
      holdLinkClick(event);
      setPending(href);
    };
    const askBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener("click", hold, true);
    window.addEventListener("beforeunload", askBrowser);
    return () => {
      document.removeEventListener("click", hold, true);
      window.removeEventListener("beforeunload", askBrowser);
    };
  }, [armed]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    if (pending === null) return;
    announceNavigation();
    router.push(pending);
  }, [pending, router]);

  return { pending, stay, leave };
}
