"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

const WORDING = {
  leave: {
    title: "Leave without saving this lesson plan?",
    description:
      "It is not in My Library yet. It stays on Generate a Lesson Plan, in this browser, until you generate another.",
    stay: "Stay on this page",
    leave: "Leave anyway",
  },
  logout: {
    title: "Log out without saving this lesson plan?",
    description:
      "Your latest lesson plan is not in My Library, and logging out removes it from this browser. Save it on Generate a Lesson Plan to keep it.",
    stay: "Stay logged in",
    leave: "Log out anyway",
  },
} as const;

/** Asked before a signed-in teacher leaves /lessons, or logs out, with a plan that is not in their library. */
export function UnsavedPlanDialog({
  open,
  reason,
  onStay,
  onLeave,
}: {
  open: boolean;
  reason: keyof typeof WORDING;
  onStay: () => void;
  onLeave: () => void;
}) {
  const wording = WORDING[reason];
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onStay()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{wording.title}</DialogTitle>
          <DialogDescription>{wording.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onStay}>
            {wording.stay}
          </Button>
          <Button onClick={onLeave}>{wording.leave}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
