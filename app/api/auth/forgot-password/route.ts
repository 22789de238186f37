import { apiRoute } from "@/lib/api";
import { requestPasswordReset } from "@/lib/auth/accounts";
import { limitForgotPassword } from "@/lib/auth/limits";
import { forgotPasswordSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/auth/forgot-password — e-mail a reset link; the same answer whether or not the account exists
export const POST = apiRoute({ body: forgotPasswordSchema }, async ({ request, body }) => {
  await limitForgotPassword(request, body.email);
  await requestPasswordReset(body.email);
  return Response.json({ message: "If an account exists for that email, we've sent password reset instructions." });
});
