import { adoptVisitorWork } from "@/db/queries/owner";
import { findUserByEmail } from "@/db/queries/users";
import { recordActivity } from "@/lib/activity";
import { apiRoute } from "@/lib/api";
import { forgetFailedLogins, limitLogin } from "@/lib/auth/limits";
import { jsonWithCookies } from "@/lib/auth/responses";
import { signInWithPassword } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/auth/user";
import { AppError } from "@/lib/errors";
import { visitorIdOf } from "@/lib/owner";
import { signedInHintCookie } from "@/lib/signed-in-hint-cookie";
import { loginSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const invalid = () => new AppError("unauthorized:login", "Invalid email or password.");

// POST /api/auth/login — sign in with e-mail and password; sets the session cookie
export const POST = apiRoute({ body: loginSchema }, async ({ request, body }) => {
  const attemptsKey = await limitLogin(request, body.email);
  const cookies = await signInWithPassword(request, body.email, body.password);
  if (!cookies) throw invalid();
  await forgetFailedLogins(request, body.email, attemptsKey);

  const user = await findUserByEmail(body.email);
  if (!user) throw invalid();
  const visitor = visitorIdOf(request);
  if (visitor) await adoptVisitorWork(user.id, visitor);
  await recordActivity(user.id, "login");
  return jsonWithCookies({ user: toPublicUser(user) }, [signedInHintCookie(true), ...cookies]);
});
