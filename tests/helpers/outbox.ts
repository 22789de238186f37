import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type OutboxEmail = { to: string; subject: string; html: string; text: string; createdAt: string };

const outboxDir = () => process.env.MAIL_OUTBOX_DIR ?? path.resolve(".data", "outbox");

async function readOutbox(dir = outboxDir()): Promise<OutboxEmail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const emails = await Promise.all(
    files
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8"))),
  );
  return (emails as OutboxEmail[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for the newest e-mail to `to` whose subject matches (sending happens in the background). */
export async function waitForEmail(to: string, subject: RegExp, dir = outboxDir(), timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const email = (await readOutbox(dir)).filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link of a path (e.g. "/reset-password") in an e-mail's text. */
export function linkIn(email: OutboxEmail, pathname: string) {
  const match = email.text.match(new RegExp(`https?://\\S+${pathname}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${pathname} link in "${email.subject}"`);
  return new URL(match[0]);
}
