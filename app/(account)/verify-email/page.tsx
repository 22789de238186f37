import { CircleCheck, CircleX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { verifyAccountEmail } from "@/lib/auth/accounts";

export const metadata: Metadata = { title: "Verify your e-mail", description: "Confirm your Lyceum account's e-mail." };
export const dynamic = "force-dynamic";

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const verified = typeof token === "string" && token.length <= 200 && (await verifyAccountEmail(token));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      {verified ? (
        <>
          <CircleCheck className="size-12 text-success" aria-hidden />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Your e-mail is verified</h1>
          <p className="mt-4 text-muted-foreground">Thank you! Your Lyceum account is ready.</p>
        </>
      ) : (
        <>
          <CircleX className="size-12 text-destructive" aria-hidden />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">This link cannot verify your e-mail</h1>
          <p className="mt-4 text-muted-foreground">
            The link is incomplete, has expired (links last 7 days), or has already been used. If your account is
            already verified, there is nothing more to do; if not, sign in and ask for a new link.
          </p>
        </>
      )}
      <Button asChild className="mt-8">
        <Link href="/">Go to Lyceum</Link>
      </Button>
    </div>
  );
}
