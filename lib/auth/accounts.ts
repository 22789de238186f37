import "server-only";
import {
  consumeVerificationToken,
  createUser,
  findUserByEmail,
  isResetTokenExpired,
  resetPasswordWithToken,
  setPasswordResetToken,
} from "@/db/queries/users";
import { resetPasswordEmail } from "@/emails/reset-password";
import { verifyEmail } from "@/emails/verify-email";
import { recordActivity } from "../activity";
import { AppError } from "../errors";
import { sendInBackground } from "../mail/send";
import { siteUrl } from "../site-url";
import { hashPassword } from "./password";
import { assertHardToGuess } from "./password-strength";
import { createToken, hashToken } from "./tokens";

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Creates the account and sends the verification e-mail; 409 when the e-mail is taken. */
export async function registerAccount(input: { email: string; password: string; firstName: string; lastName: string }) {
  await assertHardToGuess(input.password);
  const verification = createToken();
  const user = await createUser({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    emailVerificationTokenHash: verification.hash,
  });
  if (!user) throw new AppError("conflict:email", "An account with this email already exists. Try logging in.");
  const url = new URL(`/verify-email?token=${verification.token}`, siteUrl).toString();
  void sendInBackground({ to: user.email, ...verifyEmail({ firstName: user.firstName, url }) }, "verification");
  await recordActivity(user.id, "registration");
  return user;
}

/** Marks the account of a verification link verified; false for an unknown or used link. */
export async function verifyAccountEmail(token: string) {
  return Boolean(token && (await consumeVerificationToken(hashToken(token))));
}

/** Sends a reset link when the account exists; says nothing either way. */
export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email);
  if (!user) return;
  const reset = createToken();
  await setPasswordResetToken(user.id, reset.hash, new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
  const url = new URL(`/reset-password?token=${reset.token}`, siteUrl).toString();
  void sendInBackground({ to: user.email, ...resetPasswordEmail({ firstName: user.firstName, url }) }, "reset");
}

/** Sets a new password from a reset link; ends every session of the account. */
export async function resetPassword(token: string, password: string) {
  await assertHardToGuess(password);
  const tokenHash = hashToken(token);
  const user = await resetPasswordWithToken(tokenHash, await hashPassword(password));
  if (user) return user;
  if (await isResetTokenExpired(tokenHash)) {
    throw new AppError("bad_request:reset_expired", "This reset link has expired. Please request a new one.");
  }
  throw new AppError("bad_request:reset_invalid", "This reset link is invalid or has already been used.");
}
