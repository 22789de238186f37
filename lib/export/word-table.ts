import { Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { tableBorders } from "./word-blocks";

const text = (value: string, bold = false) => [
  new Paragraph({ children: [new TextRun(bold ? { text: value, bold } : value)] }),
];

/** A bold cell on a light fill: a row's label, or a header row's cell. */
const labelCell = (label: string, width?: number) =>
  new TableCell({
    ...(width === undefined ? { columnSpan: 2 } : { width: { size: width, type: WidthType.PERCENTAGE } }),
    shading: { fill: "F1EFEA" },
    children: text(label, true),
  });

/**
 * A bordered two-column table of labelled rows: the export's header (subject, topic…), a plan's
 * keywords and each step of its flow. `head` opens it with a header row: one cell spans both columns
 * (a step's title and minutes), two cells head the columns (Term | Definition).
 */
export function labelledTable(rows: [label: string, value: string][], head: [string] | [string, string] | [] = []) {
  const [first, second] = head;
  const headRow =
    first === undefined
      ? []
      : [
          new TableRow({
            tableHeader: true,
            children: second === undefined ? [labelCell(first)] : [labelCell(first, 28), labelCell(second, 72)],
          }),
        ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: tableBorders(4, "BBBBBB"),
    rows: [
      ...headRow,
      ...rows.map(
        ([label, value]) =>
          new TableRow({
            children: [
              labelCell(label, 28),
              new TableCell({ width: { size: 72, type: WidthType.PERCENTAGE }, children: text(value) }),
            ],
          }),
      ),
    ],
  });
}
