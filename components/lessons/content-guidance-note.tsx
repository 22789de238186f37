import { ShieldAlert } from "lucide-react";
import { GUIDANCE_NOTE } from "@/db/data/content-guidance";

/** The content guidance above a plan: what to prepare for before teaching it. Printed with the plan. */
export function ContentGuidanceNote({ note }: { note: string }) {
  return (
    <aside
      aria-labelledby="content-guidance-title"
      className="rounded-lg border border-sky-500/50 bg-sky-50 p-4 text-sky-950 dark:bg-sky-950/30 dark:text-sky-100"
      data-testid="content-guidance"
    >
      <h3 id="content-guidance-title" className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4" aria-hidden /> {GUIDANCE_NOTE.title}
      </h3>
      <p className="mt-1 text-sm">{note}</p>
    </aside>
  );
}
