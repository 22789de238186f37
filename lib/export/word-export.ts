/**
 * What a Word export holds, and the names and shapes the spec gives exports. Kept apart from the docx
 * builder (`word-document.ts`) so pages can prepare an export without loading docx until a download.
 */

/** What a Word export holds: the header facts, then blocks of plain text or Markdown. */
export type WordExport = {
  title: string;
  subject: string;
  topic: string;
  gradeLevel: string;
  educatorName: string;
  createdAt: Date;
  blocks: (
    | { kind: "heading"; text: string }
    | { kind: "text"; text: string }
    | { kind: "markdown"; markdown: string }
  )[];
};

/** "Mathematics", "Adding fractions" → "Mathematics_Adding_fractions.docx" (characters files cannot hold removed). */
export function wordFileName(...parts: string[]) {
  const name = parts
    .join(" ")
    .replace(/[\\/:*?"<>|]+/g, "")
    .replace(/\p{Cc}+/gu, "")
    .trim()
    .replace(/\s+/g, "_");
  return `${name || "Lyceum"}.docx`;
}

export type ConversationExport = {
  educatorName: string;
  exchanges: { question: string; answer: string; createdAt?: string | Date }[];
};

/** Spec section 9: a conversation exports as subject 'Conversation', grade 'General', topic 'Q&A Session'. */
export function conversationExport({ educatorName, exchanges }: ConversationExport): WordExport {
  return {
    title: `Conversation with ${educatorName}`,
    subject: "Conversation",
    topic: "Q&A Session",
    gradeLevel: "General",
    educatorName,
    createdAt: new Date(exchanges[0]?.createdAt ?? Date.now()),
    blocks: exchanges.flatMap((exchange, index) => [
      { kind: "heading" as const, text: `Question ${index + 1}` },
      { kind: "text" as const, text: exchange.question },
      { kind: "heading" as const, text: `Answer from ${educatorName}` },
      { kind: "markdown" as const, markdown: exchange.answer },
    ]),
  };
}

export const conversationFileName = (educatorName: string) => wordFileName("Conversation with", educatorName);
