"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/client/http";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import type { PlanPart } from "@/lib/lessons/plan-parts";
import { refinedBody, replaceSection } from "@/lib/lessons/refine-plan";
import { readEventStream } from "@/lib/sse";

/** The section being rewritten (its heading), and the new text streamed so far. */
type Refining = { section: string; text: string };

const FAILED = "The section could not be refined just now. Please try again.";

/**
 * The plan on screen and its versions: `refine` streams one section rewritten in place (the rest of the
 * plan stays), then shows the stored new version; `step` goes back or forward a version. Print, Word
 * and Save read `plan`, so they always use the version on screen.
 */
export function usePlanVersions(
  initial: LessonPlanJson,
  { onError, readOnly }: { onError: (message: string) => void; readOnly: boolean },
) {
  const [stored, setStored] = useState(initial);
  const [latest, setLatest] = useState(initial.version ?? 1);
  const [refining, setRefining] = useState<Refining | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    setStored(initial);
    setLatest(initial.version ?? 1);
    let live = true;
    if (readOnly) return;
    // The newest version, so Next shows after stepping back in an earlier visit.
    fetch(`/api/lesson-plans/${initial.id}/versions`, { credentials: "include" })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((list: { versions: unknown[] } | undefined) => {
        if (live && list) setLatest(list.versions.length);
      })
      .catch(() => {});
    return () => {
      live = false;
      controller.current?.abort();
    };
  }, [initial, readOnly]);

  const show = useCallback(async (response: Response) => {
    const plan = (await response.json()) as LessonPlanJson;
    setStored(plan);
    return plan;
  }, []);

  /** Refines the part of the plan shown under the heading `section`. */
  const refine = useCallback(
    async (section: string, part: PlanPart, instruction: string) => {
      const abort = new AbortController();
      controller.current?.abort();
      controller.current = abort;
      setRefining({ section, text: "" });
      let failure: string | undefined;
      let done = false;
      try {
        const response = await fetch(`/api/lesson-plans/${stored.id}/refine`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ section: part, instruction }),
          signal: abort.signal,
        });
        if (!response.body) throw new Error(FAILED);
        let text = "";
        await readEventStream(response.body, (event) => {
          if (event.type === "chunk") {
            text += String(event.content ?? "");
            setRefining({ section, text });
          } else if (event.type === "done") done = true;
          else if (event.type === "error" || event.type === "validation_error")
            failure = String(event.message || FAILED);
        });
        if (!done) throw new Error(failure ?? FAILED);
        const plan = await show(await apiRequest("GET", `/api/lesson-plans/${stored.id}`));
        setLatest(plan.version ?? 1);
      } catch (error) {
        if (!abort.signal.aborted) onError(error instanceof Error ? error.message : FAILED);
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setRefining(null);
        }
      }
    },
    [stored.id, show, onError],
  );

  const step = useCallback(
    async (version: number) => {
      try {
        await show(await apiRequest("PUT", `/api/lesson-plans/${stored.id}/versions`, { version }));
      } catch {
        onError("Could not show that version. Please try again.");
      }
    },
    [stored.id, show, onError],
  );

  // While a section streams, the plan shows it in place of the old one.
  const content = refining
    ? (replaceSection(stored.content, refining.section, refinedBody(refining.text)) ?? stored.content)
    : stored.content;
  // Mid-refine the object is the old version's: the exports read the text on screen instead.
  const plan = { ...stored, content, plan: refining ? null : stored.plan };
  return {
    plan,
    /** The version on screen as the server keeps it; null while a section is being rewritten. */
    settled: refining ? null : stored,
    /** The plan has its object: each part can be refined (a plan kept only as Markdown cannot). */
    refinable: stored.plan !== null,
    refining: refining?.section ?? null,
    refine,
    step,
    version: stored.version ?? 1,
    latest,
  };
}
