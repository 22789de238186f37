"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** A navigation that has not ended by then (a redirect back to the same page) stops showing as one. */
const GIVE_UP_MS = 10_000;

/** The link a plain left click on `event` follows within Lyceum to another page, if any. */
function internalLinkTarget(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return undefined;
  if (link.target && link.target !== "_self") return undefined;
  const url = new URL(link.href);
  // Another site, or the same page (a hash or its query changing) is not a page to wait for.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url;
}

/**
 * A slim bar across the top of the page from a click on a link to another page until that page is
 * shown (the pathname changes), so a slow navigation shows it is under way. It fades in after a moment,
 * so a quick one shows nothing; with reduced motion it stands still. Decorative: the page that arrives
 * is what assistive technology announces.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Capturing, so the click is seen before the link's own handler takes it over.
    const onClick = (event: MouseEvent) => {
      if (internalLinkTarget(event)) setPending(true);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);

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
