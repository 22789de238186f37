import type { Metadata } from "next";
import { BlogList } from "@/components/blog/blog-list";
import { NewsletterForm } from "@/components/blog/newsletter-form";
import { blogCategories, blogPosts, featuredPost } from "./blog-posts";

export const metadata: Metadata = {
  title: "Blog",
  description: "Ideas for teachers from Lyceum: teaching strategies, educational philosophy, assessment and more.",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Practical ideas from the history of teaching, for the classroom you walk into tomorrow.
        </p>
      </header>
      <article aria-labelledby="featured-title" className="rounded-2xl border bg-accent/30 p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Featured · {featuredPost.category}</p>
        <h2 id="featured-title" className="mt-3 text-3xl font-bold tracking-tight text-balance">
          {featuredPost.title}
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          {featuredPost.author} ·{" "}
          <time dateTime={featuredPost.date}>{dateFormat.format(new Date(featuredPost.date))}</time> ·{" "}
          {featuredPost.readTime}
        </p>
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed">
          {featuredPost.body.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </article>
      <BlogList blogPosts={blogPosts} blogCategories={blogCategories} />
      <section aria-labelledby="newsletter-heading" className="rounded-xl border bg-card p-6 sm:p-8">
        <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
          The Lyceum newsletter
        </h2>
        <p className="mt-2 text-muted-foreground">
          One thoughtful e-mail a month: new educators, new articles, no spam.
        </p>
        <NewsletterForm />
      </section>
    </div>
  );
}
