"use client";

import { createElement, useCallback, useEffect, useRef, useState } from "react";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";

/** How long Undo is offered: the toast's own 5 seconds. */
export const UNDO_WINDOW_MS = 5000;

type Removal = { url: string; body?: unknown };
type Pending = { timer: ReturnType<typeof setTimeout>; removal: Removal; label: string; dismiss: () => void };

function send({ url, body }: Removal, keepalive = false) {
  return fetch(url, {
    method: "DELETE",
    credentials: "include",
    keepalive,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Remove with Undo: the row disappears at once and the toast offers Undo; the server is asked to
 * delete only once the Undo window has passed (or at once, with keepalive, when the teacher leaves the
 * page first). So Undo brings back exactly what was there, conversations with every exchange included.
 */
export function useUndoableRemoval(onRemoved: () => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<string, Pending>());

  const show = useCallback((key: string) => {
    setHidden((current) => new Set([...current].filter((other) => other !== key)));
  }, []);

  const commit = useCallback(
    async (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      pending.current.delete(key);
      entry.dismiss(); // its Undo can no longer be kept
      const response = await send(entry.removal).catch(() => undefined);
      if (response?.ok) {
        await onRemoved();
        return;
      }
      show(key);
      toast({
        variant: "destructive",
        title: "Error",
        description: `Failed to remove this ${entry.label}. Please try again.`,
      });
    },
    [onRemoved, show],
  );

  const undo = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(key);
      show(key);
    },
    [show],
  );

  const remove = useCallback(
    (key: string, label: string, removal: Removal) => {
      setHidden((current) => new Set(current).add(key));
      const timer = setTimeout(() => void commit(key), UNDO_WINDOW_MS);
      const { dismiss } = toast({
        title: "Removed",
        description: `The ${label} was removed from your library.`,
        action: createElement(
          ToastAction,
          { altText: `Undo: bring the ${label} back`, onClick: () => undo(key) },
          "Undo",
        ),
      });
      pending.current.set(key, { timer, removal, label, dismiss });
    },
    [commit, undo],
  );

  // Leaving the page (or the library) ends the Undo window: send what is waiting, surviving the unload.
  useEffect(() => {
    const flush = () => {
      for (const [key, entry] of pending.current) {
        clearTimeout(entry.timer);
        void send(entry.removal, true);
        pending.current.delete(key);
      }
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  return { hidden, remove };
}
