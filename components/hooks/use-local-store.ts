"use client";

import { useSyncExternalStore } from "react";
import { type LocalStore, subscribeToLocalStores } from "@/lib/client/local-store";

/** A store's value in a component, read again when it changes; null in the server's render. */
export function useLocalStore<T>(store: LocalStore<T>) {
  return useSyncExternalStore(subscribeToLocalStores, store.read, () => null);
}
