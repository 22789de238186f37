"use client";

import { useMemo, useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const browserLocale = () => navigator.language;
/** What the server renders dates in, before the browser's own locale is known. */
const serverLocale = () => "en-US";

/**
 * Dates in the browser's locale ("November 29, 2025" in the US, "29 November 2025" in the UK). The
 * server's render and hydration use US English, then the browser's locale takes over: no mismatch.
 * `options` is read once per locale: pass a constant.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions) {
  const locale = useSyncExternalStore(noSubscription, browserLocale, serverLocale);
  return useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, options]);
}
