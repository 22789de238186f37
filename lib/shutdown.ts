import "server-only";

/**
 * The signal scripts/server.mjs fires when a shutdown's grace period is over: streams still running
 * then end with their error event. It lives on globalThis because the server script and Next's bundles
 * share nothing else; without that server (tests, `next dev`) it never fires.
 */
const shutdownKey = Symbol.for("lyceum.shutdown");
const never = new AbortController().signal;

export function shutdownSignal(): AbortSignal {
  const controller = (globalThis as Record<symbol, AbortController | undefined>)[shutdownKey];
  return controller?.signal ?? never;
}
