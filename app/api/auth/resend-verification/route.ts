import { apiRoute } from "@/lib/api";
import { resendVerification } from "@/lib/auth/accounts";
import { limitVerificationResend } from "@/lib/auth/limits";
import { requireUser } from "@/lib/auth/user";

export const dynamic = "force-dynamic";

// POST /api/auth/resend-verification — a new verification link for the signed-in teacher (links expire)
export const POST = apiRoute({ name: "POST /api/auth/resend-verification" }, async ({ request }) => {
  const user = await requireUser(request);
  await limitVerificationResend(request, user.id);
  await resendVerification(user);
  return Response.json({ message: "We've sent a new verification link. Please check your email." });
});
