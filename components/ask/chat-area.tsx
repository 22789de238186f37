"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * The conversation: on desktop the spec's chat area, about 24rem high and scrolling on its own; on a
 * phone it grows with the page, so nothing is read through a box inside a box. When a new answer
 * starts (and when a kept conversation comes back), the latest exchange is brought to the top: the
 * teacher reads an answer from its start, not from its closing question.
 */
export function ChatArea({ latestExchange, children }: { latestExchange: number; children: ReactNode }) {
  const area = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = area.current;
    const latest = element?.querySelector<HTMLElement>("article:last-of-type");
    if (!element || !latest || latestExchange === 0) return;
    if (getComputedStyle(element).overflowY === "auto") {
      element.scrollTop = latest.offsetTop - Number.parseFloat(getComputedStyle(element).paddingTop);
    } else {
      latest.scrollIntoView({ block: "start" });
    }
  }, [latestExchange]);

  return (
    <section
      ref={area}
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable conversation must be reachable by keyboard.
      tabIndex={0}
      className="relative min-h-48 rounded-xl border bg-muted/30 p-4 md:h-96 md:overflow-y-auto print:h-auto print:overflow-visible"
      data-testid="chat-area"
    >
      {children}
    </section>
  );
}
