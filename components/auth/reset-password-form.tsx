"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorBody, errorMessage } from "@/lib/client/http";
import { resetPasswordSchema } from "@/lib/validation";
import { PasswordStrength } from "./password-strength";
import { SchemaForm } from "./schema-form";
import { fieldOfRefusal, serverFieldErrors } from "./server-field-errors";
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
      {/* A refusal of the password itself stands beside the field; any other (a used link) above the form. */}
      {reset.isError && !fieldOfRefusal(errorBody(reset.error)?.code) && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {errorMessage(reset.error, "Your password could not be reset. Please try again.")} <RequestNewResetLink />
        </p>
      )}
      <SchemaForm
        schema={resetPasswordSchema.omit({ token: true })}
        fields={[
          {
            name: "password",
            label: "New password",
            type: "password",
            autoComplete: "new-password",
            describe: (password) => <PasswordStrength password={password} />,
          },
        ]}
        submitLabel="Reset Password"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onSubmit={({ password }, showErrors) =>
          reset.mutate(
            { token, password },
            {
              onError: (error) => showErrors(serverFieldErrors(errorBody(error)?.code, errorMessage(error, ""))),
            },
          )
        }
      />
    </div>
  );
}

/** Opens the login dialog's Forgot tab, where a new reset link is sent. */
export function RequestNewResetLink() {
  const authDialog = useAuthDialog();
  return (
    <button
      type="button"
      className="justify-self-start text-primary underline underline-offset-4"
      onClick={() => authDialog.open("forgot")}
    >
      Request a new link
    </button>
  );
}
