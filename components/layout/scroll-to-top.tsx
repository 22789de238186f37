"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Every route change starts at the top of the page (a reload keeps the browser's own position). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
