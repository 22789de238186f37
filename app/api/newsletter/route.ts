import { subscribeToNewsletter } from "@/db/queries/newsletter";
import { apiRoute } from "@/lib/api";
import { limitByClient } from "@/lib/rate-limit";
import { newsletterSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/newsletter — subscribe an e-mail (idempotent)
export const POST = apiRoute({ body: newsletterSchema }, async ({ request, body }) => {
  await limitByClient(request, "newsletter", { limit: 20, windowSeconds: 3600 });
  await subscribeToNewsletter(body.email);
  return Response.json({ ok: true, message: "Thanks for subscribing! Look out for our next issue." });
});
