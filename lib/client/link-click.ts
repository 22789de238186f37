"use client";

/**
 * Clicks on links to another page of Lyceum, as two listeners see them: the leave guard may hold one
 * while it asks the teacher, and the navigation bar shows only the navigations that really go.
 */

/** The page (path, query and hash) a plain left click on a link opens, when it is another page of Lyceum in this tab. */
export function linkedPage(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href, window.location.href);
  // Another site unloads the page (`beforeunload` asks for that one); the same page with another hash or
  // query is no page to wait for.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const held = new WeakSet<MouseEvent>();
const navigationListeners = new Set<() => void>();

/** Keeps a click from opening its link's page: Next's links follow no click whose default is prevented. */
export function holdLinkClick(event: MouseEvent) {
  event.preventDefault();
  held.add(event);
}

/** A held navigation goes after all (the guard then opens the page itself). */
export function announceNavigation() {
  for (const listener of navigationListeners) listener();
}

/** Calls `listener` whenever Lyceum starts for another page: a link click nobody held, or `announceNavigation`. */
export function onNavigationStart(listener: () => void) {
  const onClick = (event: MouseEvent) => {
    if (!held.has(event) && linkedPage(event) !== null) listener();
  };
  // Bubbling, so the capturing leave guard has held the click or let it go; Next's link prevents the
  // default of the clicks it follows, so that is no sign of a held one.
  window.addEventListener("click", onClick);
  navigationListeners.add(listener);
  return () => {
    window.removeEventListener("click", onClick);
    navigationListeners.delete(listener);
  };
}
