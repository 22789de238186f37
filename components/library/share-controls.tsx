"use client";

import { Copy, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/client/http";

type ShareKind = "lesson_plan" | "conversation";

/** One library item's sharing: `token` is its live share (null when not shared). */
export type ShareProps = {
  kind: ShareKind;
  id: number;
  title: string;
  token: string | null;
  /** Refreshes the library once a share starts or stops. */
  onChange: () => Promise<unknown>;
};

const what = (kind: ShareKind) => (kind === "lesson_plan" ? "lesson plan" : "conversation");
/** The share action keeps one width whatever it reads, so nothing beside it moves when it changes. */
const ACTION_WIDTH = "w-32";

/** A share call with its toasts; `busy` while it runs. */
function useShareCall(onChange: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, done: { title: string; description: string }, failed: string) => {
    setBusy(true);
    try {
      await call();
      await onChange();
      toast(done);
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, failed) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

const linkOf = (token: string) => new URL(`/shared/${token}`, window.location.origin).toString();

/**
 * The row's share action, in the same place and width whatever the state: Share, then (shared) Copy link.
 * A second click where Share was copies the link, never anything that cannot be taken back.
 */
export function ShareAction({ kind, id, title, token, onChange }: ShareProps) {
  const { busy, run } = useShareCall(onChange);
  if (!token) {
    return (
      <Button
        size="sm"
        variant="outline"
        className={ACTION_WIDTH}
        disabled={busy}
        aria-label={`Share ${title}`}
        onClick={() =>
          run(
            () => apiRequest("POST", "/api/shares", { kind, id }),
            { title: "Link created", description: `Anyone with the link can read this ${what(kind)}.` },
            `Failed to share this ${what(kind)}. Please try again.`,
          )
        }
      >
        <Link2 aria-hidden /> Share
      </Button>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(linkOf(token));
      toast({ title: "Link copied", description: "Paste it wherever you want to share it." });
    } catch {
      toast({ variant: "destructive", title: "Copy failed", description: "Select the link and copy it yourself." });
    }
  };
  return (
    <Button size="sm" variant="outline" className={ACTION_WIDTH} onClick={copy} aria-label={`Copy link to ${title}`}>
      <Copy aria-hidden /> Copy link
    </Button>
  );
}

/** A shared item's link and Stop sharing, on a line of their own under the row's actions. */
export function SharePanel({ kind, title, token, onChange }: ShareProps) {
  const { busy, run } = useShareCall(onChange);
  if (!token) return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <Badge variant="secondary">Shared</Badge>
      <Input
        readOnly
        value={linkOf(token)}
        aria-label={`Link to ${title}`}
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 basis-64"
      />
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Stop sharing ${title}`}
        onClick={() =>
          run(
            () => apiRequest("DELETE", `/api/shares/${token}`),
            { title: "Sharing stopped", description: `The link no longer opens this ${what(kind)}.` },
            `Failed to stop sharing this ${what(kind)}. Please try again.`,
          )
        }
      >
        <Link2Off aria-hidden /> Stop sharing
      </Button>
    </div>
  );
}
