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

/** A roundtable to export: its educators in seat order and its rounds. */
export type RoundtableExport = {
  educators: { id: number; name: string }[];
  rounds: {
    question: string;
    answers: Record<number, { text: string } | undefined>;
    synthesis: { text: string; safeguarding: boolean } | null;
  }[];
};

/** A roundtable exports round by round: the question, one section per educator, then the synthesis. */
export function roundtableExport({ educators, rounds }: RoundtableExport): WordExport {
  const names = educators.map((educator) => educator.name).join(", ");
  return {
    title: `Roundtable with ${names}`,
    subject: "Roundtable",
    topic: rounds[0]?.question ?? "Roundtable",
    gradeLevel: "General",
    educatorName: names,
    createdAt: new Date(),
    blocks: rounds.flatMap((round, index) => [
      { kind: "heading" as const, text: `Question ${index + 1}` },
      { kind: "text" as const, text: round.question },
      ...educators.flatMap((educator) => {
        const answer = round.answers[educator.id];
        return answer?.text
          ? [
              { kind: "heading" as const, text: `Answer from ${educator.name}` },
              { kind: "markdown" as const, markdown: answer.text },
            ]
          : [];
      }),
      ...(round.synthesis?.text
        ? [
            { kind: "heading" as const, text: round.synthesis.safeguarding ? "Safeguarding guidance" : "Synthesis" },
            { kind: "markdown" as const, markdown: round.synthesis.text },
          ]
        : []),
    ]),
  };
}

export const roundtableFileName = (educators: { name: string }[]) =>
  wordFileName("Roundtable with", educators.map((educator) => educator.name.split(" ").at(-1)).join(" "));
