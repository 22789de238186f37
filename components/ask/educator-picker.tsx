"use client";

import { Check, ChevronsUpDown, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { fieldClasses } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { searchEducators } from "@/lib/client/educator-search";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";
import { cn } from "@/lib/utils";

/**
 * The educator choice, searchable by name, era or idea: a button showing the choice (the spec's
 * placeholder when none) opens a search box over the list, ARIA's combobox-with-listbox pattern. Arrow
 * keys move through the matches, Enter chooses, Escape closes; focus returns to the button. The label
 * must carry the id `${id}-label`.
 */
export function EducatorPicker({
  id,
  educators,
  value,
  onChange,
  disabled,
  invalid,
}: {
  id: string;
  educators: CatalogueEducator[];
  value: number | null;
  onChange: (id: number) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const matches = searchEducators(educators, query);
  const selected = educators.find((educator) => educator.id === value);
  const listId = `${id}-list`;
  const optionId = (educator: CatalogueEducator) => `${id}-option-${educator.id}`;
  const activeOption = matches[Math.min(active, matches.length - 1)];

  useEffect(() => {
    if (open && activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: "nearest" });
  });

  const openChange = (next: boolean) => {
    if (next) {
      setQuery("");
      setActive(
        Math.max(
          0,
          educators.findIndex((educator) => educator.id === value),
        ),
      );
    }
    setOpen(next);
  };

  const choose = (educator: CatalogueEducator) => {
    onChange(educator.id);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((current) => Math.min(Math.max(current + (moves[event.key] ?? 0), 0), matches.length - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    }
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={invalid}
          disabled={disabled}
          onKeyDown={(event) => {
            // As a select does, the arrow keys open the list too (Enter and Space already do).
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              openChange(true);
            }
          }}
          className={cn("flex h-10 items-center justify-between gap-2 text-left", fieldClasses)}
        >
          <span id={`${id}-value`} className={cn("truncate", !selected && "text-muted-foreground")}>
            {selected ? `${selected.name} (${selected.era})` : "-- Select an educator --"}
          </span>
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-72 p-0">
        <div className="flex items-center gap-2 border-b px-3">
          <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <input
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            aria-label="Search educators by name, era or idea"
            placeholder="Search by name, era or idea"
            className="h-10 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {matches.length === 1 ? "1 educator" : `${matches.length} educators`}
        </p>
        <div id={listId} role="listbox" aria-label="Educators" className="max-h-72 overflow-y-auto p-1">
          {matches.map((educator) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the search box (aria-activedescendant).
            <div
              key={educator.id}
              id={optionId(educator)}
              role="option"
              tabIndex={-1}
              aria-selected={educator.id === value}
              data-active={educator === activeOption}
              onPointerMove={() => setActive(matches.indexOf(educator))}
              onClick={() => choose(educator)}
              className="flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm data-[active=true]:bg-accent data-[active=true]:text-accent-foreground"
            >
              <Check aria-hidden className={cn("mt-0.5 size-4 shrink-0", educator.id !== value && "invisible")} />
              <span>
                <span className="block font-medium">{educator.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {educator.era}
                  {educator.origin ? ` · ${educator.origin}` : ""}
                </span>
              </span>
            </div>
          ))}
        </div>
        {matches.length === 0 && <p className="px-3 py-4 text-sm text-muted-foreground">No educator matches.</p>}
      </PopoverContent>
    </Popover>
  );
}
