import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Email } from "@/emails/layout";
import { env } from "@/shared/env";
import { logError } from "../log";

export type OutgoingEmail = Email & { to: string };

/** Sends through Resend when RESEND_API_KEY is set; otherwise writes the message to the outbox. */
async function sendEmail(message: OutgoingEmail) {
  if (env.RESEND_API_KEY) {
    const { Resend } = await import("resend");
    const resend = new Resend(env.RESEND_API_KEY);
    const { error } = await resend.emails.send({
      from: env.MAIL_FROM ?? "Lyceum <onboarding@resend.dev>",
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    if (error) throw new Error(`Resend refused the message: ${error.message}`);
    return;
  }
  await mkdir(env.mailOutboxDir, { recursive: true });
  const file = path.join(env.mailOutboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`);
  const { to, subject, html, text } = message;
  // Written beside, then renamed: a reader of the outbox never sees half a message.
  await writeFile(
    `${file}.tmp`,
    JSON.stringify({ to, subject, html, text, createdAt: new Date().toISOString() }, null, 2),
  );
  await rename(`${file}.tmp`, file);
}

/**
 * Sends without holding up the request that triggered it: a failing provider is logged, and the user
 * still gets their answer. The log names the outbox, never the message's link: it carries a token.
 */
export function sendInBackground(message: OutgoingEmail, kind: string) {
  if (!env.RESEND_API_KEY) console.info(`[lyceum] ${kind} e-mail written to the outbox in ${env.mailOutboxDir}`);
  return sendEmail(message).catch((error: unknown) => logError(`sending the ${kind} e-mail`, error));
}
