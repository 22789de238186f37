import type * as React from "react";
import { cn } from "@/lib/utils";

export const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn("flex h-10", fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn("flex min-h-20", fieldClasses, className)} {...props} />;
}

/** The browser's own select, styled as a field: native on every device, keyboard and screen reader included. */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn("h-10", fieldClasses, className)} {...props} />;
}
