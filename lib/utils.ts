import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** "Maria Montessori" → "MM"; at most two letters. */
export function initials(name: string) {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters
    .map((word) => word?.[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
}
