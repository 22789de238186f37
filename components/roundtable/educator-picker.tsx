"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import { EducatorAvatar } from "@/components/explore/educator-avatar";
import { Input } from "@/components/ui/input";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";
import { ROUNDTABLE_SEATS } from "@/lib/limits";

const matches = (educator: CatalogueEducator, filter: string) =>
  [educator.name, educator.era, educator.origin ?? ""].some((field) => field.toLowerCase().includes(filter));

/**
 * Choose two to four educators: a filter input over a list of checkboxes (portrait or initials, name,
 * era), with the chosen ones shown above as removable chips, in the order they were chosen.
 */
export function EducatorPicker({
  educators,
  value,
  onChange,
  disabled = false,
}: {
  educators: CatalogueEducator[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const [filter, setFilter] = useState("");
  const countId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = educators.filter((educator) => matches(educator, needle));
  const chosen = value.flatMap((id) => educators.filter((educator) => educator.id === id));
  const full = value.length >= ROUNDTABLE_SEATS.max;
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((each) => each !== id) : [...value, id]);

  return (
    <fieldset className="grid gap-3" disabled={disabled} aria-describedby={countId}>
      <legend className="mb-2 text-sm font-medium">
        Choose {ROUNDTABLE_SEATS.min} to {ROUNDTABLE_SEATS.max} educators
      </legend>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen educators">
          {chosen.map((educator) => (
            <li key={educator.id} className="flex items-center gap-2 rounded-full border bg-card py-1 pr-1 pl-1">
              <EducatorAvatar name={educator.name} imageUrl={educator.imageUrl} className="size-7 text-xs" />
              <span className="text-sm font-medium">{educator.name}</span>
              <button
                type="button"
                className="shrink-0 rounded-full p-1 hover:bg-muted"
                onClick={() => toggle(educator.id)}
                aria-label={`Remove ${educator.name}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Search by name, era or country"
        aria-label="Search educators"
      />
      <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-xl border p-2 sm:grid-cols-2" aria-label="Educators">
        {shown.map((educator) => {
          const checked = value.includes(educator.id);
          return (
            <li key={educator.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => toggle(educator.id)}
                />
                <EducatorAvatar name={educator.name} imageUrl={educator.imageUrl} className="size-9 text-sm" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{educator.name}</span>
                  <span className="block text-xs text-muted-foreground">{educator.era}</span>
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 && <li className="p-2 text-sm text-muted-foreground">No educator matches “{filter}”.</li>}
      </ul>
      <p id={countId} className="text-xs text-muted-foreground" aria-live="polite">
        {value.length} of {ROUNDTABLE_SEATS.max} chosen
        {full ? ": remove one to choose another." : "."}
      </p>
    </fieldset>
  );
}
