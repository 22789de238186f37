import { Select } from "@/components/ui/input";
import type { CatalogueEducator } from "@/lib/client/use-educators";

/** The educator dropdown, with the spec's placeholder. */
export function EducatorSelect({
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
  onChange: (id: number | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <Select
      id={id}
      value={value === null ? "" : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      disabled={disabled}
      aria-invalid={invalid}
    >
      <option value="">-- Select an educator --</option>
      {educators.map((educator) => (
        <option key={educator.id} value={educator.id}>
          {educator.name} ({educator.era})
        </option>
      ))}
    </Select>
  );
}
