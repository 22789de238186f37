import type { Metadata } from "next";
import { Suspense } from "react";
import { LessonPlanner } from "@/components/lessons/lesson-planner";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = {
  title: "Generate a Lesson Plan",
  description:
    "Generate a lesson plan shaped by a great educator's teaching philosophy, then print, download or save it.",
};

export default function LessonsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="no-print mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Generate a Lesson Plan</h1>
        <p className="mt-3 text-muted-foreground">
          Describe your lesson and choose an educator: Lyceum writes a plan shaped by their philosophy, with timed
          steps, differentiation and assessment.
        </p>
      </header>
      {/* A screen-tall placeholder: what follows stays below the fold until the planner takes its place. */}
      <Suspense fallback={<Skeleton className="h-dvh w-full" aria-label="Loading" role="status" />}>
        <LessonPlanner />
      </Suspense>
    </div>
  );
}
