import { type Email, renderEmail } from "./layout";

export function verifyEmail({ firstName, url }: { firstName: string | null; url: string }): Email {
  return renderEmail({
    subject: "Verify your e-mail for Lyceum",
    greeting: `Hello ${firstName || "there"},`,
    paragraphs: [
      "Welcome to Lyceum! Please confirm that this is your e-mail address so we can keep your account safe.",
    ],
    action: { label: "Verify my e-mail", url },
    footnote: "If you did not create a Lyceum account, you can ignore this e-mail.",
  });
}
