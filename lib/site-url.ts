import { env } from "@/shared/env";

/** The public address of Lyceum, for links in e-mails, the sitemap and robots.txt. */
export const siteUrl = env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`;
