"use client";

/**
 * Whether a parsed value is what a store keeps. Plain checks, not a validation library: the stores are read
 * on every page (the header forgets them at logout), and /ask and /lessons load no validation library.
 */
export type Accepts<T> = (value: unknown) => value is T;

const listeners = new Set<() => void>();

/** Calls `listener` when a kept value may have changed: written in this tab, or in another (`storage`). */
export function subscribeToLocalStores(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export type LocalStore<T> = {
  /** The value kept, or null: none kept, storage unavailable, or text that is not JSON `accepts` takes. */
  read: () => T | null;
  /** Keeps `value` as JSON (null forgets it) and tells the subscribers. */
  write: (value: T | null) => void;
};

function parse<T>(raw: string | null, accepts: Accepts<T>): T | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return accepts(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * One value kept in this browser's localStorage under `key`, read when `accepts` takes it. Storage that is
 * unavailable (private mode) or full is no error: the value then lasts as long as the page holds it. A
 * read returns the same value while the stored text is the same, so it can be a `useSyncExternalStore`
 * snapshot.
 */
export function createLocalStore<T>(key: string, accepts: Accepts<T>): LocalStore<T> {
  let last: { raw: string | null; value: T | null } = { raw: null, value: null };
  return {
    read() {
      let raw: string | null = null;
      try {
        raw = window.localStorage.getItem(key);
      } catch {
        // Unavailable storage keeps nothing.
      }
      if (raw !== last.raw) last = { raw, value: parse(raw, accepts) };
      return last.value;
    },
    write(value) {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Unavailable or full (QuotaExceededError): nothing is kept, and the page goes on.
      }
      for (const listener of listeners) listener();
    },
  };
}

/** A whole number of at least `min`. */
export const isWholeNumber =
  (min: number) =>
  (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= min;

/** An object (not null, not an array), to read its fields. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
