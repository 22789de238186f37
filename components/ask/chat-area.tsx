"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * The conversation, about 24rem high. It follows new text as it streams in, unless the reader has
 * scrolled up to read something earlier.
 */
export function ChatArea({ followKey, children }: { followKey: number; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  const onScroll = () => {
    const element = area.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: followKey changes whenever new text arrives.
  useEffect(() => {
    const element = area.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [followKey]);

  return (
    <section
      ref={area}
      onScroll={onScroll}
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable conversation must be reachable by keyboard.
      tabIndex={0}
      className="h-96 overflow-y-auto rounded-xl border bg-muted/30 p-4 print:h-auto print:overflow-visible"
      data-testid="chat-area"
    >
      {children}
    </section>
  );
}
