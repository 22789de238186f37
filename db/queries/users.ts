import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { GradeSystemId } from "@/db/data/grade-systems";
import { getDb } from "../client";
import { sessions, users } from "../schema";

export async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

/** Creates the account; undefined when the e-mail is already registered. */
export async function createUser(values: {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  emailVerificationTokenHash: string;
  emailVerificationExpiry: Date;
}) {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      email: values.email.toLowerCase(),
      password: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      name: `${values.firstName} ${values.lastName}`,
      emailVerificationToken: values.emailVerificationTokenHash,
      emailVerificationExpiry: values.emailVerificationExpiry,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

/** Marks the account verified and consumes the token in one statement: of two uses, one wins. */
export async function consumeVerificationToken(tokenHash: string) {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({
      isEmailVerified: true,
      emailVerified: sql`now()`,
      emailVerificationToken: null,
      emailVerificationExpiry: null,
    })
    .where(and(eq(users.emailVerificationToken, tokenHash), gt(users.emailVerificationExpiry, sql`now()`)))
    .returning({ id: users.id, email: users.email });
  return user;
}

/** A new verification link for an account not yet verified (the old link stops working); false when verified. */
export async function replaceVerificationToken(userId: string, tokenHash: string, expiresAt: Date) {
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ emailVerificationToken: tokenHash, emailVerificationExpiry: expiresAt })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function setPasswordResetToken(userId: string, tokenHash: string, expiresAt: Date) {
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordResetToken: tokenHash, passwordResetExpiry: expiresAt })
    .where(eq(users.id, userId));
}

/**
 * Sets the new password and consumes the reset token atomically (one conditional update), then ends
 * every session of the account. Undefined when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken(tokenHash: string, passwordHash: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      // A reset link proves the inbox is the user's, as a verification link does.
      .set({
        password: passwordHash,
        passwordResetToken: null,
        passwordResetExpiry: null,
        isEmailVerified: true,
        emailVerified: sql`coalesce(${users.emailVerified}, now())`,
      })
      .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpiry, sql`now()`)))
      .returning({ id: users.id, email: users.email });
    if (user) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return user;
  });
}

/**
 * What a reset link's token is now: "valid" (unused, unexpired), "expired", or "unknown" (already used,
 * replaced by a newer link, or never issued: a used token is not kept, so these cannot be told apart).
 */
export async function resetTokenState(tokenHash: string): Promise<"valid" | "expired" | "unknown"> {
  const db = await getDb();
  const [user] = await db
    .select({ live: sql<boolean>`${users.passwordResetExpiry} > now()` })
    .from(users)
    .where(eq(users.passwordResetToken, tokenHash));
  if (!user) return "unknown";
  return user.live ? "valid" : "expired";
}

/** Remembers the grade system a teacher plans in (lib/lessons/grade-systems.ts) for their account. */
export async function setGradeSystem(userId: string, gradeSystem: GradeSystemId) {
  const db = await getDb();
  await db.update(users).set({ gradeSystem }).where(eq(users.id, userId));
}
