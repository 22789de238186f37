import {
  BorderStyle,
  convertInchesToTwip,
  Document,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { AI_NOTICE, site } from "../site";
import { type ListCounter, markdownToWord, numberedListConfig } from "./markdown-to-word";

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

const LETTER = { width: 12_240, height: 15_840 };
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function headerTable(data: WordExport) {
  const rows: [string, string][] = [
    ["Subject", data.subject],
    ["Topic", data.topic],
    ["Grade Level", data.gradeLevel],
    ["Inspired by", data.educatorName],
    ["Created", dateFormat.format(data.createdAt)],
  ];
  const border = { style: BorderStyle.SINGLE, size: 4, color: "BBBBBB" };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 28, type: WidthType.PERCENTAGE },
              shading: { fill: "F1EFEA" },
              children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
            }),
            new TableCell({
              width: { size: 72, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [new TextRun(value)] })],
            }),
          ],
        }),
    ),
  });
}

/** A US Letter document with 1-inch margins: title, header table, then the content as Word structure. */
export function buildWordDocument(data: WordExport) {
  const lists: ListCounter = { listInstance: { next: 1 } };
  const body = data.blocks.flatMap((block) => {
    if (block.kind === "heading")
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, text: block.text })];
    if (block.kind === "text") {
      return block.text
        .split(/\n+/)
        .map((line) => new Paragraph({ children: [new TextRun(line)], spacing: { after: 120 } }));
    }
    return markdownToWord(block.markdown, lists);
  });
  return new Document({
    creator: "Lyceum",
    title: data.title,
    numbering: { config: [numberedListConfig] },
    sections: [
      {
        properties: {
          page: {
            size: LETTER,
            margin: {
              top: convertInchesToTwip(1),
              right: convertInchesToTwip(1),
              bottom: convertInchesToTwip(1),
              left: convertInchesToTwip(1),
            },
          },
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: data.title }),
          headerTable(data),
          new Paragraph({ text: "" }),
          ...body,
          new Paragraph({
            spacing: { before: 240 },
            children: [
              new TextRun({
                text: `Created with ${site.name}. ${AI_NOTICE}.`,
                italics: true,
                size: 18,
                color: "666666",
              }),
            ],
          }),
        ],
      },
    ],
  });
}

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
