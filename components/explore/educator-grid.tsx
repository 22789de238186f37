"use client";

import { Search } from "lucide-react";
import { useState } from "react";
import { useEducators } from "@/components/hooks/use-educators";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { searchEducators } from "@/lib/client/educator-search";
import { EducatorCard } from "./educator-card";

/** Spec section 9: 8 cards at first, 8 more per click, 8 skeleton cards while loading. */
export const PAGE_SIZE = 8;

export function EducatorGrid() {
  const { data: educators, isLoading, isError } = useEducators();
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [query, setQuery] = useState("");

  if (isLoading) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-live="polite">
        <span className="sr-only">Loading educators...</span>
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index} data-testid="educator-skeleton" className="space-y-4 rounded-xl border p-6">
            <div className="flex items-center gap-4">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (isError || !educators) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center">
        <p>Failed to load educators. Please try again later.</p>
        <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    );
  }

  // Searching shows every match; paging by 8 applies to the whole catalogue only.
  const searching = query.trim().length > 0;
  const shown = searching ? searchEducators(educators, query) : educators.slice(0, visible);
  return (
    <div>
      <div className="mb-8 grid max-w-md gap-2">
        <Label htmlFor="educator-search">Search educators</Label>
        <div className="relative">
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="educator-search"
            type="search"
            className="pl-9"
            placeholder="Name, era or idea, e.g. Brazil, BCE, play"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        Showing {shown.length} of {educators.length} educators
      </p>
      {searching && shown.length === 0 && (
        <p className="rounded-xl border p-8 text-center text-muted-foreground">No educator matches “{query.trim()}”.</p>
      )}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((educator) => (
          <EducatorCard key={educator.id} educator={educator} />
        ))}
      </div>
      {!searching && visible < educators.length && (
        <div className="mt-10 text-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => setVisible((count) => Math.min(count + PAGE_SIZE, educators.length))}
          >
            View More Educators
          </Button>
        </div>
      )}
    </div>
  );
}
