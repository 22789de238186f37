import { convertInchesToTwip, Document, HeadingLevel, Paragraph, type Table, TextRun } from "docx";
import { AI_NOTICE, site } from "../site";
import { type ListCounter, markdownToWord, numberedListConfig } from "./markdown-to-word";
import { planToWord } from "./plan-to-word";
import { heading, paragraph } from "./word-blocks";
import type { WordExport } from "./word-export";
import { labelledTable } from "./word-table";

const LETTER = { width: 12_240, height: 15_840 };

/**
 * A US Letter document with 1-inch margins: the title, the body, and the AI notice. Its properties name
 * Lyceum as creator and last editor (docx writes "Un-named" for either left out). Every Word file Lyceum
 * makes is one: an export, and a lesson pack's handouts.
 */
export function letterDocument({
  title,
  properties,
  body,
}: {
  title: string;
  properties: WordExport["properties"];
  body: (Paragraph | Table)[];
}) {
  return new Document({
    creator: site.name,
    lastModifiedBy: site.name,
    ...properties,
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
          new Paragraph({ heading: HeadingLevel.TITLE, text: title }),
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

/** An export: its title, the header table, then the content as Word structure (the blocks, then the plan object if any). */
export function buildWordDocument(data: WordExport) {
  const lists: ListCounter = { listInstance: { next: 1 } };
  const body = data.blocks.flatMap((block) => {
    if (block.kind === "heading") return [heading(block.text, HeadingLevel.HEADING_2)];
    if (block.kind === "text") return block.text.split(/\n+/).map((line) => paragraph(new TextRun(line)));
    return markdownToWord(block.markdown, lists);
  });
  if (data.plan) body.push(...planToWord(data.plan, lists));
  return letterDocument({
    title: data.title,
    properties: data.properties,
    body: [labelledTable(data.details), new Paragraph({ text: "" }), ...body],
  });
}
