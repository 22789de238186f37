"use client";

import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/** Spec section 9: a tooltip opens 700 ms after hover or focus, at once within 300 ms of another closing. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

type TooltipProps = {
  content: string;
  /** The trigger: one element that takes `aria-describedby`. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  className?: string;
};

/**
 * A text tooltip under its trigger, closed by leaving, blurring, pressing or Escape. Small on purpose:
 * the header shows one on every page, and a positioning library there would cost every page ~20 kB.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches its trigger's hover and focus.
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            "absolute right-0 top-full z-50 mt-1 whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md animate-in fade-in-0",
            className,
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
