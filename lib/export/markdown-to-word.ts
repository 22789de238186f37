import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { List, Table as MdTable, PhrasingContent, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { paragraph } from "./word-blocks";

/** The numbering definition ordered lists refer to (each list is its own instance, so each counts from 1). */
export const NUMBERED_LIST = "lyceum-numbered";

export const numberedListConfig = {
  reference: NUMBERED_LIST,
  levels: Array.from({ length: 6 }, (_, level) => ({
    level,
    format: level % 2 === 0 ? LevelFormat.DECIMAL : LevelFormat.LOWER_LETTER,
    text: `%${level + 1}.`,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  })),
};

const headingLevels = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;

/** The next list instance of a document: each numbered list counts from 1. */
export type ListCounter = { listInstance: { next: number } };

/** A new numbered list, counting from 1 (a list instance of its own): a function making its items at a level. */
export function numberedList(lists: ListCounter) {
  const instance = lists.listInstance.next++;
  return (children: ParagraphChild[], level = 0) =>
    new Paragraph({ children, numbering: { reference: NUMBERED_LIST, level, instance } });
}

/** Parses Markdown with the same parser (remark, with GFM) that renders it on screen. */
export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

type Marks = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

function runs(nodes: PhrasingContent[], marks: Marks = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case "text":
        return [new TextRun({ text: node.value, bold: marks.bold, italics: marks.italics, strike: marks.strike })];
      case "strong":
        return runs(node.children, { ...marks, bold: true });
      case "emphasis":
        return runs(node.children, { ...marks, italics: true });
      case "delete":
        return runs(node.children, { ...marks, strike: true });
      case "inlineCode":
        return [new TextRun({ text: node.value, font: "Consolas", bold: marks.bold, italics: marks.italics })];
      case "break":
        return [new TextRun({ break: 1 })];
      case "link":
        return /^(https?:|mailto:)/i.test(node.url)
          ? [new ExternalHyperlink({ link: node.url, children: runs(node.children, marks) as TextRun[] })]
          : runs(node.children, marks);
      default:
        return "children" in node ? runs(node.children as PhrasingContent[], marks) : [];
    }
  });
}

function listParagraphs(list: List, level: number, context: ListCounter): Paragraph[] {
  const numbered = numberedList(context);
  return list.children.flatMap((item) =>
    item.children.flatMap((child, index): (Paragraph | Table)[] => {
      if (child.type === "list") return listParagraphs(child, level + 1, context);
      if (child.type === "paragraph" && index === 0) {
        const children = runs(child.children);
        return [
          list.ordered ? numbered(children, level) : new Paragraph({ children, bullet: { level: Math.min(level, 8) } }),
        ];
      }
      return blocks([child], context);
    }),
  ) as Paragraph[];
}

function table(node: MdTable): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: node.children.map(
      (row, rowIndex) =>
        new TableRow({
          tableHeader: rowIndex === 0,
          children: row.children.map(
            (cell) =>
              new TableCell({
                children: [new Paragraph({ children: runs(cell.children, { bold: rowIndex === 0 }) })],
              }),
          ),
        }),
    ),
  });
}

function blocks(nodes: RootContent[], context: ListCounter): (Paragraph | Table)[] {
  return nodes.flatMap((node): (Paragraph | Table)[] => {
    switch (node.type) {
      case "heading":
        return [
          new Paragraph({
            heading: headingLevels[Math.min(node.depth, 3) - 1],
            keepNext: true,
            children: runs(node.children),
          }),
        ];
      case "paragraph":
        return [paragraph(...runs(node.children))];
      case "list":
        return listParagraphs(node, 0, context);
      case "blockquote":
        return blocks(node.children, context);
      case "code":
        return node.value
          .split("\n")
          .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: "Consolas" })] }));
      case "table":
        return [table(node)];
      case "thematicBreak":
        return [
          new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 1 } } }),
        ];
      default:
        return [];
    }
  });
}

/** Markdown as real Word structure: headings, lists (nested, numbered or bulleted), bold and italic runs. */
export function markdownToWord(markdown: string, context: ListCounter = { listInstance: { next: 1 } }) {
  return blocks(parseMarkdown(markdown).children, context);
}
