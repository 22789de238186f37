import type { ReactNode } from "react";
import { countryFlag } from "@/lib/stats/presentation";
import type { CountryCount, TopPage } from "@/shared/stats-types";
import { formatViews } from "./format";

/** Spec section 9: the top 10 countries and the top 10 pages. */
const RANKED_LIMIT = 10;

type RankedItem = { key: string; label: ReactNode; count: number };

type RankedListProps = {
  headingId: string;
  title: string;
  description: string;
  empty: string;
  testId: string;
  items: RankedItem[];
};

/** A ranked list of the top entries, each with its view count and a bar relative to the first. */
function RankedList({ headingId, title, description, empty, testId, items }: RankedListProps) {
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold leading-tight tracking-tight">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-labelledby={headingId}>
          {items.map((item, index) => (
            <li key={item.key} data-testid={testId} className="space-y-1.5">
              <div className="flex items-center gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums text-muted-foreground"
                >
                  {index + 1}
                </span>
                <span className="flex min-w-0 flex-1 items-center gap-2">{item.label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{formatViews(item.count)}</span>
              </div>
              <div className="ml-9 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(2, (item.count / max) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Countries tab: the top 10 countries by views, each with its flag and code. */
export function CountryList({ countries }: { countries: CountryCount[] }) {
  const items = countries.slice(0, RANKED_LIMIT).map((country) => ({
    key: `${country.countryCode}-${country.country}`,
    count: country.count,
    label: (
      <>
        <span aria-hidden="true" className="text-lg leading-none">
          {countryFlag(country.countryCode)}
        </span>
        {/* Without an emoji font the flag is an empty box: the code still says which country it is. */}
        <span aria-hidden="true" className="font-mono text-xs font-semibold text-muted-foreground">
          {country.countryCode}
        </span>
        <span className="truncate font-medium">{country.country}</span>
      </>
    ),
  }));
  return (
    <RankedList
      headingId="stats-top-countries-heading"
      title="Top 10 Countries"
      description="Where visitors come from, ranked by views."
      empty="No country data yet."
      testId="country-row"
      items={items}
    />
  );
}

/** Top Pages tab: the 10 most visited paths. */
export function TopPagesList({ pages }: { pages: TopPage[] }) {
  const items = pages.slice(0, RANKED_LIMIT).map((page) => ({
    key: page.path,
    count: page.views,
    label: <code className="truncate font-mono text-sm">{page.path}</code>,
  }));
  return (
    <RankedList
      headingId="stats-top-pages-heading"
      title="Most Visited Paths"
      description="The 10 paths with the most views."
      empty="No visits recorded yet."
      testId="top-page-row"
      items={items}
    />
  );
}
