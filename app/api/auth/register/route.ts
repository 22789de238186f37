import { adoptVisitorWork } from "@/db/queries/owner";
import { apiRoute } from "@/lib/api";
import { registerAccount } from "@/lib/auth/accounts";
import { limitRegistration } from "@/lib/auth/limits";
import { toPublicUser } from "@/lib/auth/user";
import { visitorIdOf } from "@/lib/owner";
import { registerSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/auth/register — create an account and send the verification e-mail
export const POST = apiRoute({ body: registerSchema }, async ({ request, body }) => {
  await limitRegistration(request, body.email);
  const user = await registerAccount(body);
  // What this browser made before registering is the new teacher's, ready in the library at first login.
  const visitor = visitorIdOf(request);
  if (visitor) await adoptVisitorWork(user.id, visitor);
  return Response.json(
    { user: toPublicUser(user), message: "Please check your email to verify your account." },
    { status: 201 },
  );
});
