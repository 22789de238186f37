import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Reset your password", description: "Choose a new Lyceum password." };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
      {token ? (
        <>
          <p className="mt-2 mb-6 text-muted-foreground">Choose a new password of at least 8 characters.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <p role="alert" className="mt-6">
          Reset token is required. Please open the link from your password reset e-mail.
        </p>
      )}
    </div>
  );
}
