/**
 * The student worksheet as Word: the keywords box, each step's task in order with room to write or
 * draw, then the exit questions. The support version sets beside each task the words it uses with
 * their meanings and sentence starters.
 */
import { HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { bold, gap, heading, paragraph } from "../word-blocks";
import { letterDocument } from "../word-document";
import { labelledTable } from "../word-table";
import { nameLine, quizDirections, quizQuestion, room, subtitle } from "./handout-blocks";
import { type Worksheet, type WorksheetTask, worksheet } from "./lesson-content";

type Block = Paragraph | Table;

const taskRoom = (sheet: Worksheet) => room(sheet.early, 4);

/** The support column: the task's words with their meanings, then sentence starters (said aloud by the youngest). */
const supportColumn = (task: WorksheetTask, early: boolean) => [
  paragraph(bold("Words to use")),
  ...task.keywords.map((keyword) => paragraph(bold(`${keyword.term}: `), new TextRun(keyword.definition))),
  paragraph(bold(early ? "Say it" : "Sentence starters")),
  ...task.starters.map((starter) => paragraph(new TextRun(starter))),
];

const taskBlocks = (task: WorksheetTask, sheet: Worksheet, support: boolean): Block[] => {
  const work = [paragraph(new TextRun(task.task)), ...taskRoom(sheet)];
  return [
    heading(`${task.number}. ${task.title}`, HeadingLevel.HEADING_3),
    ...(support
      ? [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    width: { size: 64, type: WidthType.PERCENTAGE },
                    children: [...work, new Paragraph({})],
                  }),
                  new TableCell({
                    width: { size: 36, type: WidthType.PERCENTAGE },
                    shading: { fill: "F4F2EC" },
                    children: supportColumn(task, sheet.early),
                  }),
                ],
              }),
            ],
          }),
          gap(),
        ]
      : work),
  ];
};

type WorksheetOptions = { support?: boolean; gradeSystem?: GradeSystemId | null };

/** The worksheet's Word document; `support` adds the words and sentence starters beside each task. */
export function worksheetDocument(plan: LessonPlan, { support = false, gradeSystem }: WorksheetOptions = {}) {
  const sheet = worksheet(plan, gradeSystem);
  let day: string | null = null;
  const tasks = sheet.tasks.flatMap((task) => {
    const opensDay = task.day !== null && task.day !== day;
    day = task.day;
    return [
      ...(opensDay && task.day ? [heading(task.day, HeadingLevel.HEADING_2)] : []),
      ...taskBlocks(task, sheet, support),
    ];
  });
  const title = `${sheet.topic}: ${support ? "Worksheet with support" : "Worksheet"}`;
  return letterDocument({
    title,
    properties: { title, subject: sheet.subject, description: `A student worksheet for ${sheet.gradeLevel}` },
    body: [
      subtitle(sheet.subject, sheet.gradeLevel),
      ...nameLine(sheet.early),
      heading("Keywords", HeadingLevel.HEADING_2),
      labelledTable(
        sheet.keywords.map((keyword) => [keyword.term, keyword.definition]),
        ["Keyword", "What it means"],
      ),
      gap(),
      ...(sheet.tasks.some((task) => task.day) ? [] : [heading("Your tasks", HeadingLevel.HEADING_2)]),
      ...tasks,
      heading("Exit questions", HeadingLevel.HEADING_2),
      quizDirections(sheet.early),
      ...sheet.exit.flatMap((item) => quizQuestion(item, sheet.early)),
    ],
  });
}

export const worksheetFile = (plan: LessonPlan, options?: WorksheetOptions) =>
  Packer.toArrayBuffer(worksheetDocument(plan, options));
