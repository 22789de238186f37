"use client";

import { ChevronDown, FileDown, Loader2, Package, Printer } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { PACK_FILES, type PackFileKey, type PackLesson } from "@/lib/export/pack/pack-files";
import type { PrintView } from "./pack-print-view";

// The print views read the plan through the pack's content module: loaded only when one is asked for.
const PackPrintView = lazy(() => import("./pack-print-view").then((module) => ({ default: module.PackPrintView })));

/** Builds one file of the pack, or the whole pack as a .zip, in the browser, and hands it over as a download. */
async function download(lesson: PackLesson, key: PackFileKey | "zip") {
  // pptxgenjs, docx and jszip load only when a teacher asks for a file.
  const [{ packFile, packZip }, { saveFile }] = await Promise.all([
    import("@/lib/export/pack/pack"),
    import("@/lib/export/download"),
  ]);
  const file = key === "zip" ? await packZip(lesson) : await packFile(lesson, key);
  saveFile(new Blob([file.bytes], { type: file.type }), file.name);
}

/**
 * "Download lesson pack (.zip)", and "Lesson pack files": a disclosure listing each file on its own and
 * the print views of the worksheet and the quizzes. Only for a plan with its object.
 */
export function LessonPack({ lesson }: { lesson: PackLesson }) {
  const [busy, setBusy] = useState<PackFileKey | "zip" | null>(null);
  const [printing, setPrinting] = useState<PrintView | null>(null);
  const files = useRef<HTMLDetailsElement>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);

  // While a file is made the buttons say so (aria-disabled) but keep the focus a keyboard user left there.
  const start = async (key: PackFileKey | "zip") => {
    if (busy) return;
    setBusy(key);
    toast({
      title: "Download Started",
      description: key === "zip" ? "Your lesson pack is being prepared." : "Your file is being prepared.",
    });
    try {
      await download(lesson, key);
    } catch {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: "There was a problem creating your lesson pack. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !files.current?.open) return;
    files.current.open = false;
    files.current.querySelector("summary")?.focus();
  };

  const item =
    "flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-disabled:opacity-50";

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => start("zip")} aria-disabled={busy !== null}>
        {busy === "zip" ? <Loader2 className="animate-spin" aria-hidden /> : <Package aria-hidden />}
        Download lesson pack (.zip)
      </Button>
      <details ref={files} className="group relative" onKeyDown={closeOnEscape}>
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
          Lesson pack files
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <ul className="absolute left-0 z-20 mt-1 w-64 space-y-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          {PACK_FILES.map((file) => (
            <li key={file.key}>
              <button type="button" className={item} onClick={() => start(file.key)} aria-disabled={busy !== null}>
                {busy === file.key ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <FileDown className="size-4" aria-hidden />
                )}
                {file.label} (.{file.extension})
              </button>
            </li>
          ))}
          {(["worksheet", "quizzes"] as const).map((view) => (
            <li key={view}>
              <button type="button" className={item} onClick={() => setPrinting(view)}>
                <Printer className="size-4" aria-hidden />
                Print {view === "worksheet" ? "worksheet" : "quizzes"}
              </button>
            </li>
          ))}
        </ul>
      </details>
      {printing && (
        <Suspense fallback={null}>
          <PackPrintView lesson={lesson} view={printing} onDone={donePrinting} />
        </Suspense>
      )}
    </>
  );
}
