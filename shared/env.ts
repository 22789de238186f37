import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./config-error";

/** Empty strings count as unset, so `FOO=` in a .env file never overrides a default. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: optional,
    DATA_DIR: optional,
    DATABASE_URL: optional,
    /** Worker processes `npm start` runs behind one port (scripts/cluster.mjs); more than 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).default(1)),
    MAIL_OUTBOX_DIR: optional,
    RESEND_API_KEY: optional,
    MAIL_FROM: optional,
    AUTH_SECRET: optional,
    ADMIN_EMAIL: optional,
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optional.pipe(
      z.url({ protocol: /^https?$/, error: "is not an http(s) address such as http://127.0.0.1:11434/v1" }).optional(),
    ),
    OPENAI_MODEL: optional,
    APP_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** 1 or true: a proxy in front sets X-Forwarded-For/-Host/-Proto, so they are believed. */
    TRUST_PROXY: optional.transform((value) => value === "1" || value === "true"),
    /** The offline model's streaming pace: 1 streams a plan in about 5 s, 0.5 twice as fast, 0 at once (tests). */
    OFFLINE_MODEL_PACE: optional.pipe(z.coerce.number<string | undefined>().min(0).max(10).default(1)),
    /** How long a stream waits for the model's first words before it fails. */
    MODEL_FIRST_TOKEN_TIMEOUT_MS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).default(30_000)),
    /**
     * How long an answer is held for each moderator's verdict (the connected model's; OpenAI's moderation
     * endpoint's on OpenAI itself) before the local screen's stands in its place; 0 asks neither.
     */
    MODERATION_TIMEOUT_MS: optional.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).default(2000)),
  })
  .superRefine((settings, context) => {
    // Without a key the built-in model answers: a model or server named without one is a setting half made.
    for (const name of ["OPENAI_MODEL", "OPENAI_BASE_URL"] as const) {
      if (settings[name] && !settings.OPENAI_API_KEY) {
        context.addIssue({
          code: "custom",
          path: ["OPENAI_API_KEY"],
          message: `is missing while ${name} is set; set it too (any text for a local server without a key), or unset ${name} to use the built-in model`,
        });
        return;
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

function loadEnv() {
  const result = envSchema.safeParse(process.env);
  if (!result.success) throw new ConfigError(result.error);
  const parsed = result.data;
  // @ai-sdk/openai reads OPENAI_BASE_URL itself when it loads and throws on an empty string.
  if (!parsed.OPENAI_BASE_URL) delete process.env.OPENAI_BASE_URL;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ parsed.DATA_DIR ?? ".data");
  return {
    ...parsed,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    mailOutboxDir: path.resolve(/*turbopackIgnore: true*/ parsed.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    adminEmail: parsed.ADMIN_EMAIL?.toLowerCase(),
  };
}

/** Every setting Lyceum reads, parsed once. Nothing else reads process.env. */
export const env = loadEnv();
