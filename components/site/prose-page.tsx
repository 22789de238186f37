import type { ReactNode } from "react";

export type ProsePageProps = {
  /** Rendered as the page's single `<h1>`. */
  title: string;
  /** Optional lead paragraph shown under the title. */
  intro?: string;
  /** When given, renders the exact text `Last Updated: {lastUpdated}`. */
  lastUpdated?: string;
  /** Long-form content; use `<h2>`/`<h3>` headings so the outline stays in order. */
  children: ReactNode;
};

/**
 * Readable long-form typography without a typography plugin: every rule is a
 * Tailwind arbitrary child selector scoped to the content wrapper.
 */
const proseClasses = [
  "text-base leading-7 text-foreground",
  // Headings
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&>:first-child]:mt-0",
  // Text
  "[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_em]:italic",
  // Lists
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li>p]:mt-2 [&_ul_ul]:mt-2 [&_ol_ol]:mt-2",
  // Links
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_a]:rounded-sm [&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-ring",
  // Inline code
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:wrap-anywhere",
  // Block quotes and rules
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-10 [&_hr]:border-border",
  // Tables
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6",
  "[&_caption]:mb-3 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-muted-foreground",
  "[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:align-bottom [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");

/** Shared layout for long-form public pages (policies, about-style pages). */
export function ProsePage({ title, intro, lastUpdated, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-border pb-8">
        <h1 className="text-balance text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 text-pretty text-lg leading-8 text-muted-foreground">{intro}</p> : null}
        {lastUpdated ? (
          <p className="mt-4 text-sm font-medium text-muted-foreground">{`Last Updated: ${lastUpdated}`}</p>
        ) : null}
      </header>
      <div className={`mt-8 ${proseClasses}`}>{children}</div>
    </article>
  );
}

export default ProsePage;
