import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

/** Only web and mail links survive; model-written javascript: or data: links become plain text. */
function safeUrl(url: string) {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:|#|\/)/i.test(transformed) ? transformed : "";
}

/** The Markdown parser and renderer, in its own chunk: `Markdown` loads it when text first needs it. */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      disallowedElements={["img"]}
      unwrapDisallowed
      urlTransform={safeUrl}
      components={{
        a: ({ href, children }) =>
          href ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <span>{children}</span>
          ),
      }}
    >
      {text}
    </ReactMarkdown>
  );
}
