import type { Metadata } from "next";
import { Library } from "@/components/library/library";

export const metadata: Metadata = {
  title: "My Library",
  description: "Your saved lesson plans and past conversations on Lyceum.",
  robots: { index: false },
};

export default function LibraryPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="no-print mb-8 text-3xl font-bold tracking-tight sm:text-4xl">My Library</h1>
      <Library />
    </div>
  );
}
