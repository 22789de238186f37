import { EducatorAvatar } from "@/components/explore/educator-avatar";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";

export function EducatorProfile({ educator }: { educator: CatalogueEducator }) {
  return (
    <section
      aria-label={`About ${educator.name}`}
      className="flex items-start gap-4 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="educator-profile"
    >
      <EducatorAvatar name={educator.name} imageUrl={educator.imageUrl} />
      <div>
        <h2 className="text-lg font-semibold leading-tight">{educator.name}</h2>
        <p className="text-sm text-muted-foreground">{educator.era}</p>
        <p className="mt-2 text-sm">{educator.shortBio}</p>
      </div>
    </section>
  );
}
