"use client";

import { useState } from "react";
import { AccountCallError, useForgotPassword, useLogin, useRegister } from "@/components/hooks/use-auth-calls";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { forgotPasswordSchema, loginSchema, registerSchema } from "@/lib/validation";
import { PasswordStrength } from "./password-strength";
import { SchemaForm } from "./schema-form";
import { serverFieldErrors } from "./server-field-errors";

/** The dialog's three tabs. */
export type AuthTab = "login" | "register" | "forgot";

const failure = (title: string, error: Error, fallback: string) =>
  toast({ variant: "destructive", title, description: error.message || fallback });

export function LoginDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
}) {
  const login = useLogin();
  const register = useRegister();
  const forgot = useForgotPassword();
  // After registering, the Login tab opens with that e-mail filled in and the cursor in the password.
  // Only for that moment: once the dialog closes, it opens as usual again.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setRegisteredEmail(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-w-[425px]"
        onOpenAutoFocus={(event) => {
          // Start in the first field of the open tab rather than on the tab list.
          const field = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>(
            "[role=tabpanel][data-state=active] input",
          );
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Welcome to Lyceum</DialogTitle>
          <DialogDescription>Log in or create a free account to save your lesson plans.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
            <TabsTrigger value="forgot">Forgot</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SchemaForm
              schema={loginSchema}
              fields={[
                { name: "email", label: "Email", type: "email", autoComplete: "email" },
                { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
              ]}
              initial={registeredEmail ? { email: registeredEmail } : undefined}
              focusField={registeredEmail ? "password" : undefined}
              submitLabel="Login"
              pendingLabel="Logging in..."
              pending={login.isPending}
              onSubmit={(input) =>
                login.mutate(input, {
                  onSuccess: () => {
                    toast({ title: "Welcome back!", description: "You have successfully logged in." });
                    changeOpen(false);
                  },
                  onError: (error) => failure("Login Failed", error, "Invalid email or password."),
                })
              }
              footer={<SwitchTab onClick={() => onTabChange("forgot")}>Forgot your password?</SwitchTab>}
            />
          </TabsContent>
          <TabsContent value="register">
            <SchemaForm
              schema={registerSchema}
              fields={[
                { name: "firstName", label: "First name", autoComplete: "given-name" },
                { name: "lastName", label: "Last name", autoComplete: "family-name" },
                { name: "email", label: "Email", type: "email", autoComplete: "email" },
                {
                  name: "password",
                  label: "Password",
                  type: "password",
                  autoComplete: "new-password",
                  describe: (password) => <PasswordStrength password={password} />,
                },
              ]}
              submitLabel="Create Account"
              pendingLabel="Creating Account..."
              pending={register.isPending}
              onSubmit={(input, showErrors) =>
                register.mutate(input, {
                  onSuccess: () => {
                    setRegisteredEmail(input.email);
                    toast({
                      title: "Registration Successful!",
                      description: "Please check your email to verify your account.",
                    });
                    onTabChange("login");
                  },
                  onError: (error) => {
                    failure("Registration Failed", error, "An error occurred during registration.");
                    if (error instanceof AccountCallError) showErrors(serverFieldErrors(error.code, error.message));
                  },
                })
              }
            />
          </TabsContent>
          <TabsContent value="forgot">
            <p className="mb-4 text-sm text-muted-foreground">
              Enter your account&apos;s email and we&apos;ll send you a link to choose a new password.
            </p>
            <SchemaForm
              schema={forgotPasswordSchema}
              fields={[{ name: "email", label: "Email", type: "email", autoComplete: "email" }]}
              submitLabel="Send Reset Email"
              pendingLabel="Sending..."
              pending={forgot.isPending}
              onSubmit={(input) =>
                forgot.mutate(input, {
                  onSuccess: () =>
                    toast({
                      title: "Reset Email Sent",
                      description: "Please check your email for password reset instructions.",
                    }),
                  onError: (error) => failure("Error", error, "Failed to send reset email."),
                })
              }
              footer={<SwitchTab onClick={() => onTabChange("login")}>Back to Login</SwitchTab>}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function SwitchTab({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="justify-self-center rounded-sm text-sm text-primary underline-offset-4 hover:underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
