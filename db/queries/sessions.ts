import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { sessions, users } from "../schema";

export async function createSession(values: { sessionToken: string; userId: string; expires: Date }) {
  const db = await getDb();
  await db.insert(sessions).values({ ...values, sess: { createdAt: new Date().toISOString() } });
}

/** The signed-in user of a live session: the row must exist and not have expired. */
export async function findSessionUser(sessionToken: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      gradeSystem: users.gradeSystem,
      isEmailVerified: users.isEmailVerified,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionToken, sessionToken), gt(sessions.expires, sql`now()`)));
  return row;
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

export async function deleteSession(sessionToken: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionToken));
}

export async function deleteExpiredSessions() {
  const db = await getDb();
  await db.delete(sessions).where(sql`${sessions.expires} <= now()`);
}
