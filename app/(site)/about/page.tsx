import { BookmarkPlus, Compass, FileText, MessageSquareText, Printer } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "About",
  description:
    "Learn why Lyceum exists, what it offers teachers, and how it turns the ideas of history’s great educators into practical answers and lesson plans.",
};

const offerings = [
  {
    icon: MessageSquareText,
    title: "Ask an Educator",
    description:
      "Bring a question from your own classroom — a student who has gone quiet, a unit that isn’t landing, a debate about homework — and get an answer streamed in the voice of the educator you choose.",
  },
  {
    icon: FileText,
    title: "Generate a Lesson Plan",
    description:
      "Enter a subject, grade, topic and lesson length. Lyceum drafts a complete plan shaped by your chosen educator’s philosophy, with objectives, activities, timings and a way to check for understanding.",
  },
  {
    icon: Compass,
    title: "Explore Educators",
    description:
      "Browse thinkers from many eras and traditions — Confucius, Montessori, Dewey, Vygotsky, Freire, bell hooks and more — and see the core ideas each one brings to the table.",
  },
  {
    icon: Printer,
    title: "Print and Export to Word",
    description:
      "Print any plan straight from your browser, or download it as a Word document to adapt, share with colleagues or file with your department.",
  },
  {
    icon: BookmarkPlus,
    title: "Save to Your Library",
    description:
      "Sign in to keep the plans you want to come back to in a personal library. You can try two lesson plans without an account; a free account lets you keep going.",
  },
] as const;

const steps = [
  {
    title: "Choose an educator",
    description:
      "Pick the thinker whose perspective you want: Montessori for independence, Freire for dialogue, Vygotsky for collaboration, Confucius for reflection — or someone you have never read.",
  },
  {
    title: "Ask or describe your lesson",
    description:
      "Type a question in your own words, or give the subject, grade, topic and length of the lesson you need to teach.",
  },
  {
    title: "Get an answer in their voice",
    description:
      "The answer or lesson plan streams onto the page as it is written, reasoning the way that educator reasoned and drawing on their documented ideas.",
  },
  {
    title: "Print, download, save",
    description:
      "Print it for the classroom, download it as a Word document to edit, or save it to your library when you are signed in.",
  },
] as const;

const principles = [
  {
    title: "Great educators disagree — and that is useful",
    description:
      "Montessori trusted a carefully prepared environment; Freire trusted dialogue between equals; Confucius trusted disciplined study and reflection. We do not smooth their differences away. Asking two educators the same question is one of the quickest ways to surface your own assumptions and to choose your approach deliberately.",
  },
  {
    title: "Interpretations, not quotations",
    description:
      "Every answer and plan on Lyceum is an AI interpretation grounded in an educator’s documented ideas. It is not their own words, and we say so. When you want the real voice, go to the source: their books, lectures and letters remain some of the best reading in the field.",
  },
  {
    title: "Teachers stay the professionals in the room",
    description:
      "Lyceum drafts; you decide. You know your students, your school and your community in ways no historical figure — and no software — can. Everything Lyceum produces is a starting point for your professional judgment, never a replacement for it.",
  },
] as const;

export default function AboutPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-balance text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          About {site.name}
        </h1>
        <p className="mt-4 text-balance text-xl font-medium leading-8 text-primary sm:text-2xl">{site.tagline}</p>
        <p className="mt-6 text-pretty text-lg leading-8 text-muted-foreground">
          {site.description} It is built for the planning hour: the evening before a new unit, the free period after a
          lesson that didn’t go to plan, the moment you want a second opinion from someone who has thought about
          teaching for a lifetime.
        </p>
      </header>

      <section aria-labelledby="mission" className="mt-16 max-w-3xl">
        <h2 id="mission" className="text-2xl font-semibold tracking-tight text-foreground">
          Our mission
        </h2>
        <p className="mt-4 leading-7 text-foreground">
          Every teacher inherits a conversation that is centuries old. Confucius asked what it means to study and
          reflect; Maria Montessori watched children teach themselves when the environment was right; John Dewey argued
          that school should be a place of real experience; Paulo Freire insisted that education is never neutral. Most
          teachers meet these ideas once, in a training course, and rarely have time to return to them.
        </p>
        <p className="mt-4 leading-7 text-foreground">
          Lyceum exists to bring that conversation back into everyday practice. Our mission is to help teachers think
          alongside the world’s greatest educators — to test a lesson idea against Vygotsky, to ask bell hooks how to
          open a difficult discussion — and to leave with something they can use on Monday morning.
        </p>
      </section>

      <section aria-labelledby="offerings" className="mt-16">
        <h2 id="offerings" className="text-2xl font-semibold tracking-tight text-foreground">
          What Lyceum offers
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map(({ icon: Icon, title, description }) => (
            <div key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mt-16">
        <h2 id="how-it-works" className="text-2xl font-semibold tracking-tight text-foreground">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-muted p-6">
              <span
                className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-foreground">
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="philosophy" className="mt-16 max-w-3xl">
        <h2 id="philosophy" className="text-2xl font-semibold tracking-tight text-foreground">
          Our philosophy
        </h2>
        {principles.map((principle) => (
          <div key={principle.title} className="mt-8">
            <h3 className="text-lg font-semibold text-foreground">{principle.title}</h3>
            <p className="mt-2 leading-7 text-foreground">{principle.description}</p>
          </div>
        ))}
      </section>

      <section
        aria-labelledby="get-started"
        className="mt-16 rounded-xl border border-border bg-card p-8 text-card-foreground sm:p-10"
      >
        <h2 id="get-started" className="text-2xl font-semibold tracking-tight">
          Find your first thinking partner
        </h2>
        <p className="mt-3 max-w-2xl leading-7 text-muted-foreground">
          Meet the educators, read what each one cared about most, and bring them your next question or lesson. No
          account is needed to begin.
        </p>
        <div className="mt-6">
          <Button asChild size="lg">
            <Link href="/explore">Start Exploring Educators</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
