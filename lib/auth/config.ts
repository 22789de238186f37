import "server-only";
import { randomBytes } from "node:crypto";
import type { AuthConfig } from "@auth/core";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { createSession } from "@/db/queries/sessions";
import { findUserByEmail } from "@/db/queries/users";
import { accounts, sessions, users, verificationTokens } from "@/db/schema";
import { loginSchema } from "../validation";
import { authBaseConfig, SESSION_MAX_AGE_SECONDS } from "./base-config";
import { verifyPassword } from "./password";

/**
 * Auth.js with an e-mail/password Credentials provider. Credentials requires the JWT strategy, so the
 * JWT is only a signed envelope for a session id (`sid`): every session is a row in `sessions`, and a
 * token whose row is gone (logout, password reset) no longer authenticates.
 */
async function createAuthConfig(): Promise<AuthConfig> {
  const db = await getDb();
  return {
    ...authBaseConfig(),
    // biome-ignore lint/suspicious/noExplicitAny: the adapter is typed per driver; the tables are the same.
    adapter: DrizzleAdapter(db as any, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    providers: [
      Credentials({
        credentials: { email: { type: "email" }, password: { type: "password" } },
        authorize: async (credentials) => {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const user = await findUserByEmail(parsed.data.email);
          if (!(await verifyPassword(user?.password, parsed.data.password)) || !user) return null;
          const sid = randomBytes(32).toString("base64url");
          await createSession({
            sessionToken: sid,
            userId: user.id,
            expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
          });
          return { id: user.id, email: user.email, name: user.firstName, sid };
        },
      }),
    ],
    callbacks: {
      // Runs at sign-in (the only Auth.js action Lyceum calls): the cookie carries the new session's id.
      // Every later request is checked by getSessionUser (lib/auth/session.ts) and logout by signOut there.
      jwt({ token, user }) {
        return user ? { ...token, sub: user.id, sid: (user as { sid: string }).sid } : token;
      },
    },
  };
}

let config: Promise<AuthConfig> | undefined;

export function getAuthConfig(): Promise<AuthConfig> {
  config ??= createAuthConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}
