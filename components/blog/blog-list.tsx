"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

/** The blog's categories; the page's articles (app/(site)/blog/blog-posts.ts) each name one. */
export type BlogCategory =
  | "Teaching Strategies"
  | "Educational Philosophy"
  | "Classroom Management"
  | "Technology Integration"
  | "Assessment"
  | "Professional Development";

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  category: BlogCategory;
  /** For example "6 min read". */
  readTime: string;
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * The sample articles, filtered by the category chips. The page passes them in, so they travel as
 * data in the HTML rather than inside this component's JavaScript.
 */
export function BlogList({ blogPosts, blogCategories }: { blogPosts: BlogPost[]; blogCategories: BlogCategory[] }) {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const posts = category ? blogPosts.filter((post) => post.category === category) : blogPosts;

  return (
    <section aria-labelledby="latest-articles">
      <h2 id="latest-articles" className="text-2xl font-bold tracking-tight">
        Latest articles
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">Filter by category</legend>
        <div className="flex flex-wrap gap-2">
          <Chip selected={category === null} onClick={() => setCategory(null)}>
            All
          </Chip>
          {blogCategories.map((name) => (
            <Chip key={name} selected={category === name} onClick={() => setCategory(name)}>
              {name}
            </Chip>
          ))}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {posts.length} {posts.length === 1 ? "article" : "articles"}
      </p>
      {posts.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No articles in this category yet. Try another one.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id} data-testid="blog-post">
              <article className="h-full rounded-xl border bg-card p-6 shadow-sm">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary">{post.category}</p>
                <h3 className="mt-2 text-xl font-semibold leading-snug">{post.title}</h3>
                <p className="mt-3 text-muted-foreground">{post.excerpt}</p>
                <p className="mt-4 text-sm text-muted-foreground">
                  {post.author} · <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> ·{" "}
                  {post.readTime}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        "rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
      )}
    >
      {children}
    </button>
  );
}
