"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Asked before a change of educator replaces the conversation on screen. */
export function SwitchEducatorDialog({
  from,
  to,
  signedIn,
  onKeep,
  onSwitch,
}: {
  from: string;
  to: string | null;
  signedIn: boolean;
  onKeep: () => void;
  onSwitch: () => void;
}) {
  return (
    <Dialog open={to !== null} onOpenChange={(open) => !open && onKeep()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Start a new conversation with {to}?</DialogTitle>
          <DialogDescription>
            {signedIn
              ? `Your conversation with ${from} stays in your library.`
              : `Your conversation with ${from} will no longer be shown here. Log in or register first to keep it in your library.`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onKeep}>
            Keep this conversation
          </Button>
          <Button onClick={onSwitch}>Start new conversation</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
