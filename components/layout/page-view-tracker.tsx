"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Sends one beacon per page shown (first load and every client-side navigation). Prefetches never
 * mount a page, so they are not counted; the beacon never delays or breaks the page.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const body = JSON.stringify({ path: pathname, referrer: document.referrer || undefined });
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.("/api/analytics/page-view", blob)) return;
    void fetch("/api/analytics/page-view", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
      credentials: "include",
    }).catch(() => {});
  }, [pathname]);
  return null;
}
