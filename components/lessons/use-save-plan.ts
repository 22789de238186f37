"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/client/http";

/** Spec section 4, Saving: idle → saving → saved (a disabled 'Saved'); back to idle on failure. */
export function useSavePlan(lessonPlanId: number, initiallySaved: boolean) {
  const [saved, setSaved] = useState(initiallySaved);
  const mutation = useMutation({
    mutationFn: () => apiRequest("POST", "/api/saved-lesson-plan", { lessonPlanId }),
    onSuccess: () => {
      setSaved(true);
      toast({ title: "Success", description: "This lesson plan has been saved to your account." });
    },
    onError: () =>
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to save this lesson plan. Please try again.",
      }),
  });
  return { saved, saving: mutation.isPending, save: () => mutation.mutate() };
}
