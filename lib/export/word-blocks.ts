/**
 * The Word building blocks every file Lyceum makes shares: a plan's export (plan-to-word.ts, word-document.ts)
 * and the lesson pack's handouts (pack/*). One look for headings, paragraphs, runs and table edges.
 */
import { BorderStyle, type HeadingLevel, Paragraph, type ParagraphChild, TextRun } from "docx";

type Level = (typeof HeadingLevel)["HEADING_1" | "HEADING_2" | "HEADING_3"];

/** A heading kept with what follows it; `pageBreakBefore` opens a page with it (a quiz of its own). */
export const heading = (text: string, level: Level, pageBreakBefore = false) =>
  new Paragraph({ heading: level, keepNext: true, pageBreakBefore, text });

export const paragraph = (...children: ParagraphChild[]) => new Paragraph({ children, spacing: { after: 120 } });

export const bold = (text: string) => new TextRun({ text, bold: true });
export const italic = (text: string) => new TextRun({ text, italics: true });

/** An empty paragraph after a table, so the next table does not join it. */
export const gap = () => new Paragraph({});

/** A single line of `size` eighths of a point in `color`, for every edge and inner line of a table. */
export function tableBorders(size: number, color: string) {
  const edge = { style: BorderStyle.SINGLE, size, color };
  return { top: edge, bottom: edge, left: edge, right: edge, insideHorizontal: edge, insideVertical: edge };
}
