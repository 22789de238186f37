import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/site/prose-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Careers",
  description:
    "Lyceum is a small team issuing a collaboration call to educators, historians of education, classroom teachers, translators, engineers and designers.",
};

export default function CareersPage() {
  return (
    <ProsePage
      title="Careers"
      intro="Lyceum is a small team, and we are not posting job listings. Instead, we are issuing a collaboration call to the people who can make Lyceum more faithful to the educators it represents, more useful to the teachers who rely on it, and available to more of them."
    >
      <h2>A collaboration call</h2>
      <p>
        The best version of Lyceum will not be built by engineers alone. Every educator profile is an argument about
        what a thinker actually believed, and every lesson plan only proves itself in a real room with real students. We
        would rather work closely with a handful of people who care about getting that right than hire quickly for roles
        we cannot yet define.
      </p>
      <p>
        If any of the descriptions below sounds like you, we would like to hear from you — whether you can give us an
        afternoon or a school year.
      </p>

      <h2>Ways to get involved</h2>

      <h3>Educators and historians of education</h3>
      <p>
        Review our educator profiles for accuracy and nuance. Tell us where an interpretation of Dewey flattens his
        ideas, where Confucius is being read through a modern lens, where a summary of Freire loses its politics, or
        which thinkers from outside the European and North American canon we should add next. Reviewers help decide what
        each educator’s voice on Lyceum is grounded in.
      </p>

      <h3>Teachers piloting Lyceum in their classrooms</h3>
      <p>
        Use Lyceum in your planning for a few weeks or a whole term, then tell us what happened: which plans worked,
        which fell apart by the second activity, and what you changed before you taught them. We especially want to hear
        from teachers in under-resourced schools, multilingual classrooms, special education and subjects that rarely
        get attention in educational technology.
      </p>

      <h3>Translators</h3>
      <p>
        Help bring Lyceum to teachers who plan in languages other than English. Translating an educator’s ideas well
        takes more than vocabulary; it takes familiarity with how teaching is talked about in your language and your
        country’s schools.
      </p>

      <h3>Engineers and designers</h3>
      <p>
        Help us make Lyceum fast, accessible and calm to use — from answer streaming and Word export to print layouts,
        screen-reader support and the small details that make a tool feel trustworthy at ten o’clock on a Sunday night,
        when most lesson planning actually happens.
      </p>

      <h2>How we work with collaborators</h2>
      <ul>
        <li>
          We agree the scope before any work begins: the time it asks of you, how you would like to be credited, and any
          compensation.
        </li>
        <li>
          We close the loop. When your review or classroom report changes Lyceum, we tell you what changed and why.
        </li>
        <li>
          Teachers’ and students’ privacy comes first. Classroom pilots never require you to share students’ personal
          information with us.
        </li>
        <li>You can step back at any time, with no explanation needed.</li>
      </ul>

      <h2>Get in touch</h2>
      <p>
        Write to us at <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>. Tell us who you are, which way
        of getting involved interests you, and — if you teach — what and whom you teach. A few honest sentences are more
        useful to us than a polished CV, and we read every message.
      </p>
      <p>
        Not sure yet? <Link href="/about">Read about what Lyceum is trying to do</Link>, or{" "}
        <Link href="/explore">explore the educators</Link> already on the platform and tell us who is missing.
      </p>
    </ProsePage>
  );
}
