import type { Metadata } from "next";
import { Suspense } from "react";
import { Roundtable } from "@/components/roundtable/roundtable";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = {
  title: "Roundtable",
  description: "Put one question to two to four great educators at once and see where they agree and where they part.",
};

export default function RoundtablePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="no-print mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Roundtable</h1>
        <p className="mt-3 text-muted-foreground">
          Choose two to four educators and ask one question: their answers arrive side by side, then a short synthesis
          of where they agree and where they part. Answers are AI interpretations grounded in each educator&apos;s
          documented ideas.
        </p>
      </header>
      <Suspense fallback={<Skeleton className="h-96 w-full" aria-label="Loading" role="status" />}>
        <Roundtable />
      </Suspense>
    </div>
  );
}
