import { MessageCircleQuestion, NotebookPen } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { type CatalogueEducator, contributionList } from "@/lib/educators/catalogue-educator";
import { EducatorAvatar } from "./educator-avatar";

export function EducatorCard({ educator }: { educator: CatalogueEducator }) {
  const headingId = `educator-${educator.id}`;
  return (
    <Card className="flex flex-col" aria-labelledby={headingId} role="article" data-testid="educator-card">
      <CardHeader className="flex-row items-center gap-4">
        <EducatorAvatar name={educator.name} imageUrl={educator.imageUrl} />
        <div>
          <h3 id={headingId} className="text-lg font-semibold leading-tight">
            {educator.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {educator.era}
            {educator.origin ? ` · ${educator.origin}` : ""}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <p className="text-sm">{educator.shortBio}</p>
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Key contributions</h4>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {contributionList(educator.contributions).map((contribution) => (
              <li key={contribution} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs">
                {contribution}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      {/* Stacked at every width: side by side, the two labels do not fit a card of a 3- or 4-column grid. */}
      <CardFooter className="flex-col items-stretch gap-2">
        <Button asChild size="sm">
          <Link href={`/ask?educator=${educator.id}`} aria-label={`Ask a Question of ${educator.name}`}>
            <MessageCircleQuestion aria-hidden />
            Ask a Question
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={`/lessons?educator=${educator.id}`} aria-label={`Create a Lesson Plan with ${educator.name}`}>
            <NotebookPen aria-hidden />
            Create a Lesson Plan
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
