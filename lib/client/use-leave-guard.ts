"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

/** The page a click on this link would open, when it is another page of this site opened in this tab. */
function leavingFor(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href, window.location.href);
  // A link to another site unloads the page: `beforeunload` asks for that one.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

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
      const href = leavingFor(event);
      if (href === null) return;
      // Before Next's link sees the click: a link whose click is prevented does not navigate.
      event.preventDefault();
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
    if (pending !== null) router.push(pending);
  }, [pending, router]);

  return { pending, stay, leave };
}
