"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Which version of the plan is on screen, with a step back and forward. */
export function PlanVersionsBar({
  version,
  latest,
  busy,
  onStep,
}: {
  version: number;
  latest: number;
  busy: boolean;
  onStep: (version: number) => void;
}) {
  if (latest <= 1) return null;
  return (
    <nav aria-label="Plan versions" className="no-print flex items-center gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={busy || version <= 1} onClick={() => onStep(version - 1)}>
        <ChevronLeft aria-hidden /> Previous version
      </Button>
      <span role="status" data-testid="plan-version">
        Version {version} of {latest}
      </span>
      <Button variant="outline" size="sm" disabled={busy || version >= latest} onClick={() => onStep(version + 1)}>
        Next version <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
