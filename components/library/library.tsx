"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { ConversationTranscript } from "@/components/ask/conversation-transcript";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useDateFormat } from "@/components/hooks/use-date-format";
import { PlanView } from "@/components/lessons/plan-view";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Exchange } from "@/lib/chat/exchange";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import { ShareAction, SharePanel, type ShareProps } from "./share-controls";
import { useUndoableRemoval } from "./use-undoable-removal";

type SavedPlan = LessonPlanJson & { savedAt: string; shareToken: string | null };
type ConversationSummary = {
  id: number;
  title: string | null;
  educatorName: string;
  updatedAt: string;
  exchanges: number;
  shareToken: string | null;
};
type RoundtableSummary = { id: number; title: string; educatorNames: string[]; updatedAt: string };
type Conversation = { id: number; educatorName: string; title: string | null; exchanges: Exchange[] };

const libraryKey = ["/api/library"] as const;
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

/** A signed-in teacher's saved lesson plans, past conversations and roundtables. */
export function Library() {
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (!user) {
    return (
      <div className="rounded-xl border p-8 text-center">
        <p className="text-lg font-semibold">Log in to see your library</p>
        <p className="mt-2 text-muted-foreground">
          Your saved lesson plans and conversations are kept with your account.
        </p>
        <Button className="mt-6" onClick={() => authDialog.open("login")}>
          Login / Register
        </Button>
      </div>
    );
  }
  return <LibraryContents />;
}

function LibraryContents() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const library = useQuery<{
    lessonPlans: SavedPlan[];
    conversations: ConversationSummary[];
    roundtables: RoundtableSummary[];
  }>({
    queryKey: libraryKey,
    // Plans, conversations and roundtables are saved on other pages: every visit reads the library afresh.
    refetchOnMount: "always",
  });
  const [openPlan, setOpenPlan] = useState<SavedPlan | null>(null);
  const [openConversation, setOpenConversation] = useState<number | null>(null);
  const dateFormat = useDateFormat(MEDIUM_DATE);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: libraryKey }), [queryClient]);
  const { hidden, remove } = useUndoableRemoval(refresh);

  if (openPlan) {
    return (
      <PlanView
        plan={openPlan}
        initiallySaved
        extra={
          <Button variant="ghost" size="sm" onClick={() => setOpenPlan(null)}>
            <ArrowLeft aria-hidden /> Back to library
          </Button>
        }
      />
    );
  }
  if (openConversation !== null) {
    return <ConversationView id={openConversation} onBack={() => setOpenConversation(null)} />;
  }
  if (library.isLoading) return <Skeleton className="h-64 w-full" />;
  if (library.isError || !library.data) {
    return <p role="alert">Failed to load your library. Please try again later.</p>;
  }
  const lessonPlans = library.data.lessonPlans.filter((plan) => !hidden.has(`plan:${plan.id}`));
  const conversations = library.data.conversations.filter(
    (conversation) => !hidden.has(`conversation:${conversation.id}`),
  );
  const roundtables = library.data.roundtables.filter((roundtable) => !hidden.has(`roundtable:${roundtable.id}`));

  return (
    <Tabs defaultValue="plans">
      {/* On a phone the three tabs wrap onto two lines rather than clip the last one. */}
      <TabsList className="h-auto max-w-full flex-wrap justify-start gap-1">
        <TabsTrigger value="plans">Lesson Plans ({lessonPlans.length})</TabsTrigger>
        <TabsTrigger value="conversations">Conversations ({conversations.length})</TabsTrigger>
        <TabsTrigger value="roundtables">Roundtables ({roundtables.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="plans">
        {lessonPlans.length === 0 ? (
          <p className="text-muted-foreground">No saved lesson plans yet. Generate one and choose Save Lesson.</p>
        ) : (
          <ul className="grid gap-3">
            {lessonPlans.map((plan) => (
              <LibraryRow
                key={plan.id}
                title={plan.topic}
                detail={`${plan.subject} · ${plan.gradeLevel} · Inspired by ${plan.educatorName} · Saved ${dateFormat.format(new Date(plan.savedAt))}`}
                onOpen={() => setOpenPlan(plan)}
                share={{
                  kind: "lesson_plan",
                  id: plan.id,
                  title: plan.topic,
                  token: plan.shareToken,
                  onChange: refresh,
                }}
                onRemove={() =>
                  remove(`plan:${plan.id}`, {
                    kind: "lesson_plan",
                    id: plan.id,
                    label: "lesson plan",
                    url: "/api/saved-lesson-plan",
                    body: { lessonPlanId: plan.id },
                  })
                }
              />
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="conversations">
        {conversations.length === 0 ? (
          <p className="text-muted-foreground">No conversations yet. Ask an educator a question to start one.</p>
        ) : (
          <ul className="grid gap-3">
            {conversations.map((conversation) => (
              <LibraryRow
                key={conversation.id}
                title={conversation.title || `Conversation with ${conversation.educatorName}`}
                detail={`${conversation.educatorName} · ${conversation.exchanges} ${conversation.exchanges === 1 ? "question" : "questions"} · ${dateFormat.format(new Date(conversation.updatedAt))}`}
                onOpen={() => setOpenConversation(conversation.id)}
                share={{
                  kind: "conversation",
                  id: conversation.id,
                  title: conversation.title || `Conversation with ${conversation.educatorName}`,
                  token: conversation.shareToken,
                  onChange: refresh,
                }}
                onRemove={() =>
                  remove(`conversation:${conversation.id}`, {
                    kind: "conversation",
                    id: conversation.id,
                    label: "conversation",
                    url: `/api/conversations/${conversation.id}`,
                  })
                }
              />
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="roundtables">
        {roundtables.length === 0 ? (
          <p className="text-muted-foreground">
            No roundtables yet. Put one question to several educators to start one.
          </p>
        ) : (
          <ul className="grid gap-3">
            {roundtables.map((roundtable) => (
              <LibraryRow
                key={roundtable.id}
                title={roundtable.title}
                detail={`${roundtable.educatorNames.join(", ")} · ${dateFormat.format(new Date(roundtable.updatedAt))}`}
                onOpen={() => router.push(`/roundtable?id=${roundtable.id}`)}
                onRemove={() =>
                  remove(`roundtable:${roundtable.id}`, {
                    kind: "roundtable",
                    id: roundtable.id,
                    label: "roundtable",
                    url: `/api/roundtables/${roundtable.id}`,
                  })
                }
              />
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}

function LibraryRow({
  title,
  detail,
  onOpen,
  onRemove,
  share,
}: {
  title: string;
  detail: string;
  onOpen: () => void;
  onRemove: () => void;
  /** What can be shared by link: its share action beside Open, and its link on a line below once shared. */
  share?: ShareProps;
}) {
  // Remove stays at the right end of the actions, which keep their place and widths whatever the share
  // state: sharing adds a line below, and never moves Remove under the pointer.
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="library-item">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <p className="truncate font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
        <div className="ml-auto flex gap-2">
          <Button size="sm" onClick={onOpen} aria-label={`Open ${title}`}>
            Open
          </Button>
          {share && <ShareAction {...share} />}
          <Button size="sm" variant="outline" onClick={onRemove} aria-label={`Remove ${title}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      </div>
      {share && <SharePanel {...share} />}
    </li>
  );
}

function ConversationView({ id, onBack }: { id: number; onBack: () => void }) {
  const conversation = useQuery<Conversation>({ queryKey: ["/api/conversations", id] });
  if (conversation.isLoading) return <Skeleton className="h-64 w-full" />;
  if (!conversation.data) return <p role="alert">Failed to load this conversation.</p>;
  return (
    <ConversationTranscript
      educatorName={conversation.data.educatorName}
      exchanges={conversation.data.exchanges}
      actions={
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to library
        </Button>
      }
    />
  );
}
