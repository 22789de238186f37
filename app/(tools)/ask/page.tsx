import type { Metadata } from "next";
import { Suspense } from "react";
import { AskEducator } from "@/components/ask/ask-educator";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = {
  title: "Ask an Educator",
  description: "Ask a question and read the answer in the voice of one of the world's great educators.",
};

export default function AskPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="no-print mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ask an Educator</h1>
        <p className="mt-3 text-muted-foreground">
          Choose an educator and ask about your classroom. Answers are AI interpretations grounded in each
          educator&apos;s documented ideas.
        </p>
      </header>
      <Suspense fallback={<Skeleton className="h-96 w-full" aria-label="Loading" role="status" />}>
        <AskEducator />
      </Suspense>
    </div>
  );
}
