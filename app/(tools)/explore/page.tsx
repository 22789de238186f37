import type { Metadata } from "next";
import { EducatorGrid } from "@/components/explore/educator-grid";
import { RequestEducator } from "@/components/explore/request-educator";

export const metadata: Metadata = {
  title: "Explore Educators",
  description:
    "Browse Lyceum's catalog of educators, from Confucius and Socrates to Montessori, Freire and bell hooks.",
};

export default function ExplorePage() {
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Explore Educators</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Meet the thinkers whose ideas shaped how the world teaches. Ask any of them a question, or build a lesson plan
          through their eyes.
        </p>
      </header>
      <section aria-labelledby="educators-heading">
        {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 (heading order, axe and Lighthouse). */}
        <h2 id="educators-heading" className="sr-only">
          Educators
        </h2>
        <EducatorGrid />
      </section>
      <RequestEducator />
    </div>
  );
}
