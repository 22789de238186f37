"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/http";
import { resetPasswordSchema } from "@/lib/validation";
import { SchemaForm } from "./schema-form";
import { useAuthDialog } from "./use-auth-dialog";

/** The new-password form of a reset link, then the way back to logging in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const authDialog = useAuthDialog();
  const reset = useMutation({
    mutationFn: (input: { token: string; password: string }) => apiRequest("POST", "/api/auth/reset-password", input),
  });

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid gap-4">
        <p>Your password has been reset. You can now log in with your new password.</p>
        <Button onClick={() => authDialog.open("login")}>Log in</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {reset.isError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {errorMessage(reset.error, "Your password could not be reset. Please try again.")}{" "}
          <button type="button" className="text-primary underline" onClick={() => authDialog.open("forgot")}>
            Request a new link
          </button>
        </p>
      )}
      <SchemaForm
        schema={resetPasswordSchema.omit({ token: true })}
        fields={[{ name: "password", label: "New password", type: "password", autoComplete: "new-password" }]}
        submitLabel="Reset Password"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onSubmit={({ password }) => reset.mutate({ token, password })}
      />
    </div>
  );
}
