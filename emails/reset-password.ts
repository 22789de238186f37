import { type Email, renderEmail } from "./layout";

export function resetPasswordEmail({ firstName, url }: { firstName: string | null; url: string }): Email {
  return renderEmail({
    subject: "Reset your Lyceum password",
    greeting: `Hello ${firstName || "there"},`,
    paragraphs: [
      "We received a request to reset the password of your Lyceum account.",
      "The link below works once and expires in 1 hour. Resetting your password signs you out everywhere.",
    ],
    action: { label: "Choose a new password", url },
    footnote: "If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.",
  });
}
