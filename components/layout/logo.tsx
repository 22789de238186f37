import Link from "next/link";

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight" aria-label="Lyceum home">
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-primary font-serif text-lg text-primary-foreground"
      >
        L
      </span>
      <span className="text-lg">Lyceum</span>
    </Link>
  );
}
