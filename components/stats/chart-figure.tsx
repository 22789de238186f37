"use client";

import { type ReactNode, useId } from "react";

/** Spec section 9: chart heights in px. */
export const CHART_HEIGHTS = { traffic: 300, activityPie: 300, activityBar: 400, countriesPie: 350 } as const;

export type ChartRow = { key: string; label: string; value: string };

type ChartFigureProps = {
  title: string;
  description: string;
  /** Column headers of the screen-reader table: the category, then the value. */
  columns: [string, string];
  /** The chart's data as text, one row per point or slice. */
  rows: ChartRow[];
  children: ReactNode;
};

/**
 * A chart with its text alternative: a visible caption, the drawing hidden from assistive technology,
 * and a screen-reader-only table of the same data.
 */
export function ChartFigure({ title, description, columns, rows, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <figcaption className="mb-4">
        <h3 id={titleId} className="text-lg font-semibold leading-tight tracking-tight">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </figcaption>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
          No data to show yet.
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="w-full">
            {children}
          </div>
          <table className="sr-only">
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
