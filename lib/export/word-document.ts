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
import type { WordExport } from "./word-export";

const LETTER = { width: 12_240, height: 15_840 };
function headerTable({ details }: WordExport) {
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
    rows: details.map(
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
