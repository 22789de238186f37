import { Link2Off } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** /shared/{token} for a link that was revoked, or never was: said as such, with a way into Lyceum (HTTP 404). */
export default function SharedLinkNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Link2Off className="size-12 text-primary" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">This shared link was turned off or never existed</h1>
      <p className="mt-4 text-muted-foreground">
        Whoever shared it may have stopped sharing, or the link was copied incompletely. Ask them for a new link, or
        explore Lyceum yourself.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Go to Lyceum</Link>
      </Button>
    </div>
  );
}
