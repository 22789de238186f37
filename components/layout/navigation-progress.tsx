"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { onNavigationStart } from "@/lib/client/link-click";

/** A navigation that has not ended by then (a redirect back to the same page) stops showing as one. */
const GIVE_UP_MS = 10_000;

/**
 * A slim bar across the top of the page from the start of a navigation to another page (a link click
 * the leave guard lets go, or Leave anyway) until that page is shown (the pathname changes), so a slow
 * navigation shows it is under way. It fades in after a moment, so a quick one shows nothing; with
 * reduced motion it stands still. Decorative: the page that arrives is what assistive technology announces.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => onNavigationStart(() => setPending(true)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is the navigation ending.
  useEffect(() => setPending(false), [pathname]);

  useEffect(() => {
    if (!pending) return;
    const giveUp = setTimeout(() => setPending(false), GIVE_UP_MS);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const growth = still
      ? undefined
      : bar.current?.animate(
          [
            { opacity: 0, transform: "scaleX(0.05)" },
            { opacity: 1, transform: "scaleX(0.1)", offset: 0.02 },
            { opacity: 1, transform: "scaleX(0.9)" },
          ],
          { duration: 8_000, easing: "cubic-bezier(0.1, 0.7, 0.3, 1)", fill: "forwards" },
        );
    return () => {
      clearTimeout(giveUp);
      growth?.cancel();
    };
  }, [pending]);

  if (!pending) return null;
  return (
    <div
      ref={bar}
      aria-hidden
      data-testid="navigation-progress"
      className="no-print pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] origin-left bg-primary motion-reduce:w-1/3"
    />
  );
}
