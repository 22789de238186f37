import { BookOpen, MessageCircleQuestion, Sparkles, Users } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: `${site.name} — ${site.tagline}` },
  description: site.description,
};

const steps = [
  {
    icon: Users,
    title: "Choose an educator",
    text: "Pick from Montessori, Dewey, Freire, Vygotsky, Confucius, bell hooks and many more thinkers who shaped teaching.",
  },
  {
    icon: MessageCircleQuestion,
    title: "Ask or describe your lesson",
    text: "Ask a question about your classroom, or give a subject, grade, topic and length for a lesson plan.",
  },
  {
    icon: Sparkles,
    title: "Teach with their ideas",
    text: "Watch the answer or plan appear in the educator's voice, then print it, download it for Word or save it.",
  },
];

export default function HomePage() {
  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent/40 to-background">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:py-28">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
            <BookOpen className="size-4" aria-hidden /> For teachers, by people who love teaching
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Co-create your classroom with the world&apos;s greatest educators
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
            Ask Maria Montessori about a restless class, plan a project week with John Dewey, or see your next lesson
            through Paulo Freire&apos;s eyes, grounded in their documented ideas.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/ask">Ask an Educator</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/lessons">Generate a Lesson Plan</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/explore">Explore Educators</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-20">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-medium text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
