import { lazy, Suspense } from "react";
import { completePartialMarkdown } from "@/lib/partial-markdown";
import { cn } from "@/lib/utils";

const loadRenderer = () => import("@/components/markdown-renderer");
const MarkdownRenderer = lazy(loadRenderer);

/**
 * Starts loading the Markdown renderer (about 50 kB gzipped) before the first answer or plan needs it:
 * the forms call this when they get focus, so a page's first load does not pay for it.
 */
export function preloadMarkdown() {
  void loadRenderer();
}

/** Until the renderer has loaded: the words, without the markers that would otherwise show. */
const plainText = (text: string) => text.replace(/^#+\s+|^\s*[-*+]\s+|[*_`]/gm, "");

/**
 * Model output rendered as Markdown: raw HTML is dropped, images are never fetched, and links open
 * safely in a new tab. A `partial` text (still streaming, or cancelled before its end) has its unfinished
 * constructs closed or dropped, so no syntax shows.
 */
export function Markdown({
  children,
  className,
  partial = false,
}: {
  children: string;
  className?: string;
  partial?: boolean;
}) {
  const text = partial ? completePartialMarkdown(children) : children;
  return (
    <div
      className={cn(
        "space-y-3 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6",
        className,
      )}
    >
      <Suspense fallback={<div className="whitespace-pre-wrap">{plainText(text)}</div>}>
        <MarkdownRenderer text={text} />
      </Suspense>
    </div>
  );
}
