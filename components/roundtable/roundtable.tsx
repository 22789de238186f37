"use client";

import { useQuery } from "@tanstack/react-query";
import { BookmarkCheck, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { QuestionForm } from "@/components/ask/question-form";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { ExportActions } from "@/components/export/export-actions";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useEducators } from "@/components/hooks/use-educators";
import { useRoundtableStream } from "@/components/hooks/use-roundtable-stream";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ROUNDTABLE_SEATS } from "@/lib/limits";
import { roundsOf, type StoredRoundtable } from "@/lib/roundtable/rounds";
import { EducatorPicker } from "./educator-picker";
import { RoundView } from "./round-view";

/** /roundtable: two to four educators answer one question side by side, then a synthesis; follow-ups go to all. */
export function Roundtable() {
  const reopen = Number(useSearchParams().get("id")) || undefined;
  const stored = useQuery<StoredRoundtable>({ queryKey: ["/api/roundtables", reopen], enabled: reopen !== undefined });
  if (reopen && stored.isLoading) return <Skeleton className="h-96 w-full" aria-label="Loading" role="status" />;
  if (reopen && !stored.data) return <p role="alert">Failed to load this roundtable. Please try again later.</p>;
  return <RoundtableTable key={reopen ?? "new"} stored={stored.data} />;
}

function RoundtableTable({ stored }: { stored?: StoredRoundtable }) {
  const router = useRouter();
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const { data: educators, error: educatorsError } = useEducators();
  const [educatorIds, setEducatorIds] = useState<number[]>(() => stored?.seats.map((seat) => seat.educatorId) ?? []);
  const [question, setQuestion] = useState("");
  const onError = useCallback(
    (message: string) => toast({ variant: "destructive", title: "Error", description: message }),
    [],
  );
  const { rounds, streaming, ask, cancel, load } = useRoundtableStream({ onError });

  useEffect(() => {
    if (stored) load(stored.id, roundsOf(stored));
  }, [stored, load]);
  useEffect(() => {
    if (educatorsError) toast({ variant: "destructive", title: "Error", description: educatorsError.message });
  }, [educatorsError]);

  const seats = educatorIds.flatMap((id) => (educators ?? []).filter((educator) => educator.id === id));
  // Follow-ups go to the same educators: the table is set once the first question is asked.
  const seated = rounds.length > 0;
  const enough = educatorIds.length >= ROUNDTABLE_SEATS.min;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (streaming) return;
    if (!enough) {
      toast({ title: "Selection Required", description: "Please choose 2 to 4 different educators." });
      return;
    }
    const text = question.trim();
    if (!text) {
      toast({ title: "Question Required", description: "Please enter a question to ask the educators." });
      return;
    }
    setQuestion("");
    void ask(educatorIds, text);
  };

  const startOver = () => {
    load(undefined, []);
    setEducatorIds([]);
    router.replace("/roundtable");
  };

  return (
    <div className="grid gap-6">
      {seated ? (
        <div className="no-print flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            At the table: {seats.map((seat) => seat.name).join(", ")}. Follow-up questions go to all of them.
          </p>
          <Button variant="outline" size="sm" onClick={startOver} disabled={streaming}>
            <Plus aria-hidden /> New roundtable
          </Button>
        </div>
      ) : (
        <div className="no-print">
          <EducatorPicker educators={educators ?? []} value={educatorIds} onChange={setEducatorIds} />
        </div>
      )}

      {rounds.map((round, index) => (
        // Rounds only ever grow at the end.
        // biome-ignore lint/suspicious/noArrayIndexKey: a round has no id of its own until it is stored.
        <RoundView key={index} round={round} seats={seats} />
      ))}

      <QuestionForm
        question={question}
        onQuestionChange={setQuestion}
        onSubmit={submit}
        onCancel={cancel}
        busy={streaming}
        canSend={!streaming && enough && question.trim().length > 0}
        words={{
          id: "roundtable-question",
          label: seated ? "Your follow-up question" : "Your question",
          placeholder: "Type your question for the roundtable...",
          sendLabel: "Ask the roundtable",
        }}
      />

      {seated && !streaming && (
        <section aria-labelledby="roundtable-export" className="no-print rounded-xl border bg-card p-4">
          <h2 id="roundtable-export" className="font-semibold">
            Keep this roundtable
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Print it (side by side on landscape paper), take it into Word, or keep it in your library.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ExportActions kind="roundtable" roundtable={{ educators: seats, rounds }} />
            {user ? (
              <Button variant="outline" size="sm" asChild>
                <Link href="/library">
                  <BookmarkCheck aria-hidden /> Saved in My Library
                </Link>
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => authDialog.open("login")}>
                <BookmarkCheck aria-hidden /> Log in to save
              </Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
