"use client";

import { Bookmark, BookmarkCheck, Info } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { ExportActions } from "@/components/export/export-actions";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useDateFormat } from "@/components/hooks/use-date-format";
import { usePlanVersions } from "@/components/hooks/use-plan-versions";
import { Markdown } from "@/components/markdown";
import { ModelCredit } from "@/components/model-credit";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import type { PlanPart } from "@/lib/lessons/plan-parts";
import { REGENERATE_TO_REFINE, splitSections } from "@/lib/lessons/refine-plan";
import { planHeadings } from "@/lib/lessons/render-plan";
import { AI_NOTICE } from "@/lib/site";
import { ContentGuidanceNote } from "./content-guidance-note";
import { PlanProblems } from "./plan-problems";
import { PlanVersionsBar } from "./plan-versions-bar";
import { RefineControl } from "./refine-control";
import { useSavePlan } from "./use-save-plan";

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long" };

const refineFailed = (message: string) =>
  toast({ title: "Refine failed", description: message, variant: "destructive" });

/**
 * The finished plan: its header, its content guidance, the plan itself, and Print, Download Word and Save
 * at top and bottom; each `##` section can be refined, and the versions stepped through. `readOnly` (a shared link) leaves
 * out everything that changes the plan: only Print and Download Word.
 */
export function PlanView({
  plan: initial,
  initiallySaved = false,
  readOnly = false,
  extra,
  onRegenerate,
  onShown,
}: {
  plan: LessonPlanJson;
  initiallySaved?: boolean;
  readOnly?: boolean;
  extra?: ReactNode;
  /** Writes the plan again from the same request; offered when the plan check found problems. */
  onRegenerate?: () => void;
  /** Told the version on screen and whether it is saved, whenever either changes (not mid-refine). */
  onShown?: (plan: LessonPlanJson, saved: boolean) => void;
}) {
  const versions = usePlanVersions(initial, { onError: refineFailed, readOnly });
  const { plan, refining } = versions;
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const { saved, saving, save } = useSavePlan(plan.id, initiallySaved);
  const dateFormat = useDateFormat(LONG_DATE);
  const { settled } = versions;
  useEffect(() => {
    if (settled) onShown?.(settled, saved);
  }, [settled, saved, onShown]);

  const onSave = () => {
    if (!user) {
      toast({
        title: "Log in to save",
        description: "Create a free account or log in to save lesson plans to your library.",
      });
      authDialog.open("login");
      return;
    }
    save();
  };

  const actions = (
    <div className="no-print flex flex-wrap items-center gap-2">
      <ExportActions kind="lesson" lesson={plan} />
      {!readOnly && (
        <Button size="sm" onClick={onSave} disabled={saved || saving}>
          {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
          {saved ? "Saved" : saving ? "Saving..." : "Save Lesson"}
        </Button>
      )}
      {extra}
    </div>
  );

  return (
    <article className="space-y-6" data-testid="finished-plan">
      {actions}
      <PlanVersionsBar
        version={versions.version}
        latest={versions.latest}
        busy={refining !== null}
        onStep={versions.step}
      />
      <header className="rounded-xl border bg-accent/30 p-5">
        <p className="text-sm font-medium text-primary">{plan.subject}</p>
        <h2 className="mt-1 text-2xl font-bold tracking-tight">{plan.topic}</h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="inline text-muted-foreground">Grade: </dt>
            <dd className="inline">{plan.gradeLevel}</dd>
          </div>
          <div>
            <dt className="inline text-muted-foreground">Created: </dt>
            <dd className="inline">{dateFormat.format(new Date(plan.createdAt))}</dd>
          </div>
          <div>
            <dt className="inline text-muted-foreground">Inspired by </dt>
            <dd className="inline">{plan.educatorName}</dd>
          </div>
        </dl>
      </header>
      {plan.problems?.length ? <PlanProblems problems={plan.problems} onRegenerate={onRegenerate} /> : null}
      {plan.guidance && <ContentGuidanceNote note={plan.guidance.note} />}
      {readOnly ? (
        <Markdown>{plan.content}</Markdown>
      ) : (
        <RefinablePlan
          content={plan.content}
          educatorName={plan.educatorName}
          refinable={versions.refinable}
          refining={refining}
          onRefine={versions.refine}
        />
      )}
      <p className="flex flex-wrap items-center gap-2 border-t pt-3 text-xs text-muted-foreground">
        <Info className="size-3.5" aria-hidden />
        {AI_NOTICE}. Review the plan before you teach it.
        {plan.model && <ModelCredit verb="Written by" model={plan.model} />}
      </p>
      {actions}
    </article>
  );
}

/**
 * The plan cut at its sections, each part of the plan with its Refine control under the heading's
 * text. A plan kept only as Markdown (from before plans were objects) cannot be refined, and says so.
 */
function RefinablePlan({
  content,
  educatorName,
  refinable,
  refining,
  onRefine,
}: {
  content: string;
  educatorName: string;
  refinable: boolean;
  refining: string | null;
  onRefine: (section: string, part: PlanPart, instruction: string) => void;
}) {
  const { preamble, sections } = splitSections(content);
  const parts = new Map(planHeadings(educatorName).map(({ heading, part }) => [heading, part]));
  return (
    <div>
      <Markdown>{preamble}</Markdown>
      {!refinable && (
        <p className="no-print rounded-lg border bg-muted/30 p-3 text-sm text-muted-foreground">
          {REGENERATE_TO_REFINE}
        </p>
      )}
      {sections.map(({ heading, markdown }) => {
        const part = refinable ? parts.get(heading) : undefined;
        return (
          <section key={heading} data-section={heading} aria-busy={refining === heading}>
            <Markdown>{markdown}</Markdown>
            {part && (
              <RefineControl
                section={heading}
                busy={refining !== null}
                refining={refining === heading}
                onRefine={(instruction) => onRefine(heading, part, instruction)}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
