import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ConversationTranscript } from "@/components/ask/conversation-transcript";
import { PlanView } from "@/components/lessons/plan-view";
import { findSharedItem } from "@/lib/shares";
import { shareTokenParamsSchema } from "@/lib/validation";

// A share can be stopped at any moment: read it on every request, never from a build or a cache.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/** The shared item, read once per request for both the metadata and the page. */
const sharedItem = cache(async (token: string) => {
  const parsed = shareTokenParamsSchema.safeParse({ token });
  return parsed.success ? findSharedItem(parsed.data.token) : undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shared = await sharedItem((await params).token);
  const title = !shared
    ? "Shared link not found"
    : shared.kind === "lesson_plan"
      ? `${shared.lessonPlan.subject}: ${shared.lessonPlan.topic}`
      : `Conversation with ${shared.conversation.educatorName}`;
  // The link is private to whoever holds it: never indexed, and never sent on as a referrer.
  return { title, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /shared/{token} — a read-only plan or conversation that its owner shared by link
export default async function SharedPage({ params }: Props) {
  const shared = await sharedItem((await params).token);
  if (!shared) notFound();
  const what = shared.kind === "lesson_plan" ? "lesson plan" : "conversation";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="no-print mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">A shared {what}</h1>
        <p className="mt-2 text-muted-foreground">
          Shared by {shared.sharedBy || "a teacher"} from Lyceum. This is a read-only copy.
        </p>
      </header>
      {shared.kind === "lesson_plan" ? (
        <PlanView plan={shared.lessonPlan} readOnly />
      ) : (
        <ConversationTranscript
          educatorName={shared.conversation.educatorName}
          exchanges={shared.conversation.exchanges}
        />
      )}
    </div>
  );
}
