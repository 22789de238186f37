import { ChevronDown, Mail } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/site/prose-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Contact Us",
  description:
    "Reach the Lyceum team by e-mail and find answers to common questions about how Lyceum works and how to suggest a new educator.",
};

const detailsClasses = "group mt-4 rounded-lg border border-border bg-card text-card-foreground";
const summaryClasses =
  "flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-semibold text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden";
const chevronClasses =
  "size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none";

export default function ContactPage() {
  return (
    <ProsePage
      title="Contact Us"
      intro="Questions, feedback, a problem with a lesson plan or an idea for a new educator — we’d like to hear from you."
    >
      <h2>E-mail us</h2>
      <div className="mt-4 flex items-start gap-4 rounded-xl border border-border bg-muted p-6">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="mt-0!">
            The quickest way to reach the Lyceum team is by e-mail at{" "}
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          </p>
          <p className="mt-2! text-sm text-muted-foreground">
            If something went wrong, tell us the educator, subject and grade you chose and what you expected to see — it
            helps us reproduce the problem. Privacy and data requests can be sent to the same address.
          </p>
        </div>
      </div>

      <h2>Frequently asked questions</h2>

      <details className={detailsClasses} open>
        <summary className={summaryClasses}>
          How does Lyceum work?
          <ChevronDown className={chevronClasses} aria-hidden="true" />
        </summary>
        <div className="px-5 pb-5">
          <p>
            Choose an educator — Montessori, Dewey, Freire, Vygotsky, Confucius, bell hooks and others — then either ask
            a question about your teaching or generate a lesson plan by entering a subject, grade, topic and lesson
            length. The answer or plan streams onto the page in that educator’s voice, and you can print it, download it
            as a Word document or save it to your library.
          </p>
          <p>
            Every response is an AI interpretation grounded in each educator’s documented ideas, not their own words, so
            read it with your professional judgment before you use it in class.
          </p>
          <p>
            You can generate 2 free lesson plans without an account. After that, register for a free account to keep
            planning and to save your work to your library.
          </p>
        </div>
      </details>

      <details className={detailsClasses}>
        <summary className={summaryClasses}>
          How can I suggest a new educator?
          <ChevronDown className={chevronClasses} aria-hidden="true" />
        </summary>
        <div className="px-5 pb-5">
          <p>
            Use the <Link href="/explore#request-an-educator">educator request form on the Explore Educators page</Link>
            , or e-mail <a href={`mailto:${site.educatorRequestEmail}`}>{site.educatorRequestEmail}</a> with the
            educator’s name, era, origin and why you think teachers would benefit from their ideas.
          </p>
          <p>
            We read every suggestion. Thinkers from traditions and regions that are under-represented on Lyceum are
            especially welcome.
          </p>
        </div>
      </details>
    </ProsePage>
  );
}
