import "server-only";
import type { SessionUser } from "@/db/queries/sessions";
import { env } from "@/shared/env";
import { AppError } from "../errors";
import { sessionRequired } from "./base-config";
import { getSessionUser } from "./session";

/** The one rule for administrators: the ADMIN_EMAIL account, and only once its e-mail is verified. */
function isAdministrator(user: { email: string; isEmailVerified: boolean }) {
  return Boolean(env.adminEmail) && user.email.toLowerCase() === env.adminEmail && user.isEmailVerified;
}

/** The user as the client sees it: never a hash or a token. */
export function toPublicUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    gradeSystem: user.gradeSystem,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt,
    isAdmin: isAdministrator(user),
  };
}

export async function requireUser(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw sessionRequired();
  return user;
}

/** Whether the request comes from the verified administrator; anyone else, signed in or not, is simply not. */
export async function isAdminRequest(request: Request) {
  const user = await getSessionUser(request);
  return user !== null && isAdministrator(user);
}

/** 401 without a session, 403 for anyone but the verified administrator. */
export async function requireAdmin(request: Request) {
  const user = await requireUser(request);
  if (!isAdministrator(user)) {
    throw new AppError("forbidden:admin", "This page is restricted to authorized users only.");
  }
  return user;
}
