import "server-only";
import {
  consumeVerificationToken,
  createUser,
  findUserByEmail,
  replaceVerificationToken,
  resetPasswordWithToken,
  resetTokenState,
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

export const RESET_LINK_EXPIRED = "This reset link has expired. Please request a new one.";
export const RESET_LINK_USED = "This reset link has been used or has expired. Please request a new one.";

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A verification link, valid for a week, and the token's hash and expiry to store. */
function verificationLink() {
  const verification = createToken();
  return {
    hash: verification.hash,
    expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    url: new URL(`/verify-email?token=${verification.token}`, siteUrl).toString(),
  };
}

/** Creates the account and sends the verification e-mail; 409 when the e-mail is taken. */
export async function registerAccount(input: { email: string; password: string; firstName: string; lastName: string }) {
  await assertHardToGuess(input.password);
  const link = verificationLink();
  const user = await createUser({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    emailVerificationTokenHash: link.hash,
    emailVerificationExpiry: link.expiresAt,
  });
  if (!user) throw new AppError("conflict:email", "An account with this email already exists. Try logging in.");
  void sendInBackground(
    { to: user.email, ...verifyEmail({ firstName: user.firstName, url: link.url }) },
    "verification",
  );
  await recordActivity(user.id, "registration");
  return user;
}

/** Sends a new verification link (the old one stops working); 409 when the account is already verified. */
export async function resendVerification(user: { id: string; email: string; firstName: string | null }) {
  const link = verificationLink();
  if (!(await replaceVerificationToken(user.id, link.hash, link.expiresAt))) {
    throw new AppError("conflict:verified", "Your e-mail is already verified.");
  }
  void sendInBackground(
    { to: user.email, ...verifyEmail({ firstName: user.firstName, url: link.url }) },
    "verification",
  );
}

/** Marks the account of a verification link verified; false for an unknown, used or expired link. */
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
  if ((await resetTokenState(tokenHash)) === "expired") {
    throw new AppError("bad_request:reset_expired", RESET_LINK_EXPIRED);
  }
  throw new AppError("bad_request:reset_invalid", RESET_LINK_USED);
}

/** Whether a reset link can still set a password, so its page can say so before the form is filled in. */
export async function resetLinkState(token: string) {
  return resetTokenState(hashToken(token));
}
