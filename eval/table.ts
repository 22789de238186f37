/** A plain text table for the benchmarks' output: one header row, columns padded to fit. */
export function printTable(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.info(line(header));
  console.info(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of cells.slice(1)) console.info(line(row));
}

export const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "n/a");
