import { apiRoute } from "@/lib/api";
import { resendVerification } from "@/lib/auth/accounts";
import { limitVerificationResend } from "@/lib/auth/limits";

export const dynamic = "force-dynamic";

// POST /api/auth/resend-verification — a new verification link for the signed-in teacher (links expire)
export const POST = apiRoute({ auth: "user" }, async ({ request, user }) => {
  await limitVerificationResend(request, user.id);
  await resendVerification(user);
  return Response.json({ message: "We've sent a new verification link. Please check your email." });
});
