"use client";

import { useEffect, useState } from "react";

/**
 * The year at build time, corrected in the browser: static pages are prerendered once, and a page
 * built in December must not show last year's copyright in January.
 */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
