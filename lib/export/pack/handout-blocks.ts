/**
 * The Word building blocks of the handouts: room to write (ruled lines) or to draw (an empty box), a name
 * line, and a quiz question laid out A/B/C for a student. Kindergarten to Grade 2 get boxes, never lines.
 */
import {
  BorderStyle,
  convertInchesToTwip,
  HeightRule,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { bold, gap, paragraph, tableBorders } from "../word-blocks";
import type { QuizItem } from "./lesson-content";

const RULE = { style: BorderStyle.SINGLE, size: 6, color: "8A8A8A", space: 1 };

/** The line under a handout's title: its subject and the teacher's grade label. */
export const subtitle = (subject: string, gradeLevel: string) =>
  paragraph(new TextRun({ text: `${subject} · ${gradeLevel}`, color: "555555" }));

/**
 * `count` ruled lines to write on, a line's height apart. Word and LibreOffice draw the paragraphs of
 * one border as a single box, so each line is the group's `between` border, and the last its bottom.
 */
export const writingLines = (count: number) =>
  Array.from(
    { length: count },
    () => new Paragraph({ border: { bottom: RULE, between: RULE }, spacing: { before: 340, after: 0 }, children: [] }),
  );

/** An empty box of `inches` height to draw in, with a small label in its corner. */
export const drawingBox = (inches: number, label = "Draw here") =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: tableBorders(8, "8A8A8A"),
    rows: [
      new TableRow({
        height: { value: convertInchesToTwip(inches), rule: HeightRule.ATLEAST },
        children: [
          new TableCell({
            children: [new Paragraph({ children: [new TextRun({ text: label, size: 18, color: "6B6B6B" })] })],
          }),
        ],
      }),
    ],
  });

/** The student's name: a line to write it on, or for the youngest a box the teacher or child fills in. */
export const nameLine = (early: boolean) =>
  early
    ? [drawingBox(0.6, "My name"), gap()]
    : [new Paragraph({ border: { bottom: RULE }, spacing: { after: 240 }, children: [new TextRun("Name:")] })];

/** Room for an answer: lines to write on, or a box to draw in for the youngest. */
export const room = (early: boolean, lines: number) => (early ? [drawingBox(2.2), gap()] : writingLines(lines));

/**
 * A question as students get it: numbered, then its options each on a line of its own (A, B, C) to
 * circle, or room for a short answer. The youngest hear it read aloud and circle or draw.
 */
export const quizQuestion = (item: QuizItem, early: boolean) => [
  new Paragraph({
    keepNext: true,
    spacing: { before: 240, after: 120 },
    children: [bold(`${item.number}. `), new TextRun(item.question)],
  }),
  ...(item.options.length > 0
    ? item.options.map(
        (option) =>
          new Paragraph({
            indent: { left: 540 },
            spacing: { after: 80 },
            children: [bold(`${option.letter}.  `), new TextRun(option.text)],
          }),
      )
    : room(early, 3)),
];

/** What a student does with a quiz: said once, above the questions. */
export const quizDirections = (early: boolean) =>
  paragraph(
    new TextRun({
      text: early
        ? "Listen to each question. Circle the answer, or draw it in the box."
        : "Circle the letter of the right answer. Write the other answers on the lines.",
      italics: true,
    }),
  );
