import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import { completePartialMarkdown } from "@/lib/partial-markdown";
import { cn } from "@/lib/utils";

/** Only web and mail links survive; model-written javascript: or data: links become plain text. */
function safeUrl(url: string) {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:|#|\/)/i.test(transformed) ? transformed : "";
}

/**
 * Model output rendered as Markdown: raw HTML is dropped, images are never fetched, and links open
 * safely in a new tab. While `streaming`, unfinished markers are completed so no syntax shows.
 */
export function Markdown({
  children,
  className,
  streaming = false,
}: {
  children: string;
  className?: string;
  streaming?: boolean;
}) {
  return (
    <div
      className={cn(
        "space-y-3 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6",
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={["img"]}
        unwrapDisallowed
        urlTransform={safeUrl}
        components={{
          a: ({ href, children: text }) =>
            href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
        }}
      >
        {streaming ? completePartialMarkdown(children) : children}
      </ReactMarkdown>
    </div>
  );
}
