"use client";

import { UserPlus } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useEducators } from "@/components/hooks/use-educators";
import { useLeaveGuard } from "@/components/hooks/use-leave-guard";
import { type LessonFormValues, useLessonStream } from "@/components/hooks/use-lesson-stream";
import { useTrialUsage } from "@/components/hooks/use-trial-usage";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { VISITOR } from "@/lib/client/kept-plan";
import { hasSignedInHint } from "@/lib/client/signed-in-hint";
import { usesTrialPlan } from "@/lib/client/stream-model";
import {
  DEFAULT_DAYS,
  DEFAULT_DURATION_TYPE,
  DEFAULT_LESSON_LENGTH,
  DEFAULT_MINUTES,
  TRIAL_LIMIT,
  TRIAL_USED_MESSAGE,
} from "@/lib/lessons/options";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import { GenerateButton, type LessonDraft, LessonFormFields } from "./lesson-form";
import { LessonResult } from "./lesson-result";
import { TrialCard } from "./trial-card";
import { UnsavedPlanDialog } from "./unsaved-plan-dialog";
import { useKeptPlan } from "./use-kept-plan";

const REGISTRATION_PROMPT_DELAY_MS = 2000;
const noSubscription = () => () => {};

/** Spec section 5: the lesson form's checks, in order; the first that fails is the one shown. */
function firstProblem(draft: LessonDraft, atTrialLimit: boolean) {
  if (atTrialLimit) {
    return {
      title: "Registration Required",
      description: TRIAL_USED_MESSAGE,
    };
  }
  if (!draft.subject.trim())
    return { title: "Subject Required", description: "Please enter a subject for the lesson plan." };
  if (!draft.gradeLevel) {
    return { title: "Grade Level Required", description: "Please select a grade level for the lesson plan." };
  }
  if (!draft.topic.trim()) return { title: "Topic Required", description: "Please enter a topic for the lesson plan." };
  if (!draft.educatorId)
    return { title: "Educator Required", description: "Please select an educator for the lesson plan." };
  return undefined;
}

export function LessonPlanner() {
  const searchParams = useSearchParams();
  const { data: educators, error: educatorsError } = useEducators();
  const { user, isLoading: authLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const trial = useTrialUsage();
  const anonymous = !authLoading && !user;
  // Without the signed-in hint this is a visitor before the current-user call settles: the trial card is
  // drawn at once instead of arriving later and pushing the form down.
  const surelyVisitor = !useSyncExternalStore(noSubscription, hasSignedInHint, () => true);
  const showTrial = anonymous || (authLoading && surelyVisitor);
  const result = useRef<HTMLDivElement>(null);
  const atTrialLimit = anonymous && trial.used >= TRIAL_LIMIT;

  const [draft, setDraft] = useState<LessonDraft>(() => {
    const preselected = Number(searchParams.get("educator"));
    return {
      educatorId: Number.isInteger(preselected) && preselected > 0 ? preselected : null,
      subject: "",
      gradeLevel: "",
      topic: "",
      lessonLength: DEFAULT_LESSON_LENGTH,
      customInstructions: "",
      extendedDurationType: DEFAULT_DURATION_TYPE,
      extendedDays: String(DEFAULT_DAYS),
      extendedMinutes: String(DEFAULT_MINUTES),
    };
  });
  /** The form as the page opened it (with the educator of `?educator=`, if any). */
  const [openingDraft] = useState(draft);

  const onError = useCallback(
    (message: string) => toast({ variant: "destructive", title: "Error", description: message }),
    [],
  );
  const onDone = useCallback(
    (model: string | null) => {
      // Our safeguarding reply, given instead of a plan, does not use up the trial (the server agrees).
      if (!anonymous || !usesTrialPlan(model)) return;
      if (trial.increment() < TRIAL_LIMIT) return;
      setTimeout(() => {
        toast({
          title: "Trial Complete",
          description: "You've used your trial lesson plans. Create a free account to continue using Lyceum!",
        });
        authDialog.open("register");
      }, REGISTRATION_PROMPT_DELAY_MS);
    },
    [anonymous, trial, authDialog],
  );
  const { state, generate, stop, show } = useLessonStream({ onError, onDone });
  const busy = state.status === "generating" || (state.status === "streaming" && !state.done);

  // The finished plan is kept in this browser until another is started; a signed-in teacher who has not
  // saved it is asked before leaving the page or logging out.
  const owner = authLoading ? null : (user?.id ?? VISITOR);
  const kept = useKeptPlan({
    owner,
    draft,
    idle: state.status === "idle",
    onRestore: ({ plan, draft: keptDraft }) => {
      // A page opened for an educator (?educator=) keeps that choice for the next plan.
      setDraft({ ...openingDraft, ...keptDraft, educatorId: openingDraft.educatorId ?? keptDraft.educatorId ?? null });
      show(plan);
    },
    onLoggedOut: () => {
      stop();
      setDraft(openingDraft);
    },
  });
  const unsaved = Boolean(user) && state.status === "finished" && kept.shown?.saved === false;
  const leaveGuard = useLeaveGuard(unsaved);

  const start = (request: LessonFormValues) => {
    kept.forget();
    void generate(request);
  };

  // On a phone the result sits below the form: bring it into view as generation starts.
  const started = state.status === "generating";
  useEffect(() => {
    const top = result.current?.getBoundingClientRect().top;
    if (started && top !== undefined && (top < 0 || top > window.innerHeight * 0.6)) {
      result.current?.scrollIntoView({ block: "start" });
    }
  }, [started]);

  useEffect(() => {
    if (educatorsError) toast({ variant: "destructive", title: "Error", description: educatorsError.message });
  }, [educatorsError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem(draft, atTrialLimit);
    if (problem) {
      toast({ variant: problem.title === "Registration Required" ? "destructive" : "default", ...problem });
      return;
    }
    const { educatorId, ...rest } = draft;
    if (!educatorId) return;
    start({ ...rest, educatorId, subject: rest.subject.trim(), topic: rest.topic.trim() });
  };

  // The same request again: the plan check found problems the teacher would rather not fix by hand.
  const regenerate = (plan: LessonPlanJson) => {
    if (busy) return;
    start({
      educatorId: plan.educatorId,
      subject: plan.subject,
      gradeLevel: plan.gradeLevel,
      gradeSystem: plan.gradeSystem ?? undefined,
      topic: plan.topic,
      lessonLength: plan.lessonLength ?? DEFAULT_LESSON_LENGTH,
      customInstructions: plan.customInstructions ?? "",
      extendedDurationType: plan.extendedDurationType ?? DEFAULT_DURATION_TYPE,
      extendedDays: plan.extendedDays ?? String(DEFAULT_DAYS),
      extendedMinutes: plan.extendedMinutes ?? String(DEFAULT_MINUTES),
    });
  };

  const educatorName =
    educators?.find(
      (educator) =>
        educator.id ===
        (state.status === "idle" || state.status === "finished" ? draft.educatorId : state.request.educatorId),
    )?.name ?? "";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
      <div className="no-print space-y-6">
        {showTrial && <TrialCard used={trial.used} />}
        <LessonFormFields
          draft={draft}
          onChange={setDraft}
          educators={educators ?? []}
          busy={busy}
          onSubmit={submit}
          submit={
            atTrialLimit ? (
              <Button type="button" size="lg" onClick={() => authDialog.open("register")}>
                <UserPlus aria-hidden /> Create Free Account
              </Button>
            ) : (
              <GenerateButton busy={busy} />
            )
          }
        />
      </div>
      <div ref={result} className="min-w-0 scroll-mt-20">
        <LessonResult
          state={state}
          educatorName={educatorName}
          saved={kept.shown?.saved ?? false}
          onStop={stop}
          onRegenerate={regenerate}
          onShown={kept.onShown}
        />
      </div>
      {/* The plan itself is not a live region (a screen reader would read it all out as it streams): its arrival is. */}
      <p className="sr-only" aria-live="polite">
        {state.status === "finished" ? "Your lesson plan is ready." : ""}
      </p>
      <UnsavedPlanDialog
        open={leaveGuard.pending !== null}
        reason="leave"
        onStay={leaveGuard.stay}
        onLeave={leaveGuard.leave}
      />
    </div>
  );
}
