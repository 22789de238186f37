import type { Metadata } from "next";
import { RequestNewResetLink, ResetPasswordForm } from "@/components/auth/reset-password-form";
import { RESET_LINK_EXPIRED, RESET_LINK_USED, resetLinkState } from "@/lib/auth/accounts";
import { resetPasswordSchema } from "@/lib/validation";

export const metadata: Metadata = { title: "Reset your password", description: "Choose a new Lyceum password." };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  // A link already used (or expired) says so at once, instead of offering a form that can only fail.
  const parsed = resetPasswordSchema.shape.token.safeParse(token);
  const state = token && parsed.success ? await resetLinkState(parsed.data) : "unknown";
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
      {!token ? (
        <p role="alert" className="mt-6">
          Reset token is required. Please open the link from your password reset e-mail.
        </p>
      ) : state === "valid" ? (
        <>
          <p className="mt-2 mb-6 text-muted-foreground">Choose a new password of at least 8 characters.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <div role="alert" className="mt-6 grid gap-4 rounded-md border border-destructive/40 bg-destructive/5 p-4">
          <p>{state === "expired" ? RESET_LINK_EXPIRED : RESET_LINK_USED}</p>
          <RequestNewResetLink />
        </div>
      )}
    </div>
  );
}
