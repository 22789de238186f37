import { apiRoute } from "@/lib/api";
import { resetPassword } from "@/lib/auth/accounts";
import { limitResetPassword } from "@/lib/auth/limits";
import { resetPasswordSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/auth/reset-password — set a new password from a reset link; ends every session
export const POST = apiRoute({ body: resetPasswordSchema }, async ({ request, body }) => {
  await limitResetPassword(request, body.token);
  await resetPassword(body.token, body.password);
  return Response.json({ message: "Your password has been reset. You can now log in with your new password." });
});
