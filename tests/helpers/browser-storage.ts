import { vi } from "vitest";

/**
 * A browser's `window.localStorage` for client modules under Vitest (which runs in Node): a Map behind
 * the Storage calls, `storage` events ignored. `failing` makes every call throw, as a browser does with
 * storage unavailable or full. Undone by `vi.unstubAllGlobals()`.
 */
export function stubLocalStorage({ failing = false }: { failing?: boolean } = {}) {
  const items = new Map<string, string>();
  const available = () => {
    if (failing) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return items;
  };
  const localStorage = {
    getItem: (key: string) => available().get(key) ?? null,
    setItem: (key: string, value: string) => {
      available().set(key, value);
    },
    removeItem: (key: string) => {
      available().delete(key);
    },
  };
  vi.stubGlobal("window", { localStorage, addEventListener: () => {}, removeEventListener: () => {} });
  return items;
}
