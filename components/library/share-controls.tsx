"use client";

import { Copy, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/client/http";

type ShareKind = "lesson_plan" | "conversation";

/**
 * Share, Copy link and Stop sharing for one library item. `token` is its live share (null when not
 * shared); `onChange` refreshes the library once a share starts or stops.
 */
export function ShareControls({
  kind,
  id,
  title,
  token,
  onChange,
}: {
  kind: ShareKind;
  id: number;
  title: string;
  token: string | null;
  onChange: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const what = kind === "lesson_plan" ? "lesson plan" : "conversation";

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

  if (!token) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Share ${title}`}
        onClick={() =>
          run(
            () => apiRequest("POST", "/api/shares", { kind, id }),
            { title: "Link created", description: `Anyone with the link can read this ${what}.` },
            `Failed to share this ${what}. Please try again.`,
          )
        }
      >
        <Link2 aria-hidden /> Share
      </Button>
    );
  }

  const link = new URL(`/shared/${token}`, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: "Paste it wherever you want to share it." });
    } catch {
      toast({ variant: "destructive", title: "Copy failed", description: "Select the link and copy it yourself." });
    }
  };

  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <Badge variant="secondary">Shared</Badge>
      <Input
        readOnly
        value={link}
        aria-label={`Link to ${title}`}
        onFocus={(event) => event.currentTarget.select()}
        className="h-9 min-w-0 flex-1 basis-64"
      />
      <Button size="sm" variant="outline" onClick={copy} aria-label={`Copy link to ${title}`}>
        <Copy aria-hidden /> Copy link
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Stop sharing ${title}`}
        onClick={() =>
          run(
            () => apiRequest("DELETE", `/api/shares/${token}`),
            { title: "Sharing stopped", description: `The link no longer opens this ${what}.` },
            `Failed to stop sharing this ${what}. Please try again.`,
          )
        }
      >
        <Link2Off aria-hidden /> Stop sharing
      </Button>
    </div>
  );
}
