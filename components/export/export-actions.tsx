"use client";

import { FileDown, Printer } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import {
  answerExport,
  answerFileName,
  type ConversationExport,
  conversationExport,
  conversationFileName,
  type LessonExport,
  lessonExport,
  lessonFileName,
  type RoundtableExport,
  roundtableExport,
  roundtableFileName,
  type WordExport,
} from "@/lib/export/word-export";
import { cn } from "@/lib/utils";
import { LessonPack } from "./lesson-pack";

type Props = { className?: string } & (
  | { kind: "conversation" | "answer"; conversation: ConversationExport }
  | { kind: "lesson"; lesson: LessonExport }
  | { kind: "roundtable"; roundtable: RoundtableExport }
);

/** What to build and its file name: a plan or a conversation by the spec's names, one answer by its question. */
function wordExport(props: Props): { data: WordExport; fileName: string } {
  if (props.kind === "lesson") return { data: lessonExport(props.lesson), fileName: lessonFileName(props.lesson) };
  if (props.kind === "roundtable") {
    const { roundtable } = props;
    return { data: roundtableExport(roundtable), fileName: roundtableFileName(roundtable.educators) };
  }
  const { educatorName, exchanges } = props.conversation;
  const [answer] = exchanges;
  if (props.kind === "answer" && answer) {
    return { data: answerExport(educatorName, answer), fileName: answerFileName(educatorName, answer.question) };
  }
  return { data: conversationExport(props.conversation), fileName: conversationFileName(educatorName) };
}

/**
 * Limits the next print to one element (globals.css hides its siblings marked `data-printable`), or
 * lifts the limit when `target` is null.
 */
function printOnly(target: Element | null) {
  for (const marked of document.querySelectorAll("[data-print-target]")) marked.removeAttribute("data-print-target");
  target?.setAttribute("data-print-target", "");
  document.documentElement.toggleAttribute("data-print-one", target !== null);
}

/**
 * Print and Download Word, for a lesson plan, one answer, a whole conversation or a roundtable; for a plan
 * with its object, the lesson pack beside them.
 */
export function ExportActions(props: Props) {
  const isEmpty =
    props.kind === "roundtable"
      ? props.roundtable.rounds.length === 0
      : props.kind !== "lesson" && props.conversation.exchanges.length === 0;

  const print = (event: MouseEvent<HTMLButtonElement>) => {
    if (isEmpty) {
      toast({ title: "No conversation to print", description: "Start a conversation first to print it." });
      return;
    }
    printOnly(props.kind === "answer" ? event.currentTarget.closest("[data-printable]") : null);
    window.addEventListener("afterprint", () => printOnly(null), { once: true });
    window.print();
  };

  const download = async () => {
    if (isEmpty) {
      toast({ title: "No conversation to download", description: "Start a conversation first to download it." });
      return;
    }
    toast({
      title: "Download Started",
      description:
        props.kind === "lesson"
          ? "Your lesson plan is being prepared as a Word document."
          : `Your ${props.kind === "roundtable" ? "roundtable" : "conversation"} is being prepared as a Word document.`,
    });
    try {
      // docx is loaded only when someone asks for a download.
      const { downloadWordDocument } = await import("@/lib/export/download");
      const { data, fileName } = wordExport(props);
      await downloadWordDocument(data, fileName);
    } catch {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: "There was a problem creating your Word document. Please try again.",
      });
    }
  };

  return (
    <div className={cn("flex flex-wrap gap-2", props.className)}>
      <Button variant="outline" size="sm" onClick={print}>
        <Printer aria-hidden />
        {props.kind === "conversation"
          ? "Print Conversation"
          : props.kind === "roundtable"
            ? "Print Roundtable"
            : "Print"}
      </Button>
      <Button variant="outline" size="sm" onClick={download}>
        <FileDown aria-hidden />
        Download Word
      </Button>
      {props.kind === "lesson" && props.lesson.plan && (
        <LessonPack lesson={{ ...props.lesson, plan: props.lesson.plan }} />
      )}
    </div>
  );
}
