import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found", description: "This page does not exist." };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link href="/">Back to home</Link>
      </Button>
    </div>
  );
}
