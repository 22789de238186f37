"use client";

import { createElement, useCallback, useState } from "react";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import type { LibraryKind } from "@/db/queries/removals";
import { apiRequest } from "@/lib/client/http";

type Removal = { kind: LibraryKind; id: number; label: string; url: string; body?: unknown };

/**
 * Remove with Undo: the row disappears and the server removes the item at once (so closing the tab keeps
 * it removed); the toast's Undo asks the server to restore it, whole, and the row comes back.
 */
export function useUndoableRemoval(refresh: () => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hide = useCallback((key: string, on: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const undo = useCallback(
    async (removal: Removal, removed: Promise<boolean>) => {
      if (!(await removed)) return; // the removal failed and said so: the row is back already
      try {
        await apiRequest("POST", "/api/library/restore", { kind: removal.kind, id: removal.id });
        await refresh();
        toast({ title: "Restored", description: `The ${removal.label} is back in your library.` });
      } catch {
        toast({
          variant: "destructive",
          title: "Error",
          description: `Failed to bring back this ${removal.label}. Please try again.`,
        });
      }
    },
    [refresh],
  );

  const remove = useCallback(
    (key: string, removal: Removal) => {
      hide(key, true);
      const removed = apiRequest("DELETE", removal.url, removal.body).then(
        async () => {
          await refresh();
          hide(key, false); // the list no longer has it; Undo brings it back through the list
          return true;
        },
        () => {
          hide(key, false);
          toast({
            variant: "destructive",
            title: "Error",
            description: `Failed to remove this ${removal.label}. Please try again.`,
          });
          return false;
        },
      );
      toast({
        title: "Removed",
        description: `The ${removal.label} was removed from your library.`,
        action: createElement(
          ToastAction,
          { altText: `Undo: bring the ${removal.label} back`, onClick: () => void undo(removal, removed) },
          "Undo",
        ),
      });
    },
    [hide, refresh, undo],
  );

  return { hidden, remove };
}
