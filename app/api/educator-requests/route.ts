import { createEducatorRequest } from "@/db/queries/educator-requests";
import { apiRoute } from "@/lib/api";
import { limitByClient } from "@/lib/rate-limit";
import { educatorRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/educator-requests — suggest an educator for the catalogue (stored as 'pending')
export const POST = apiRoute({ body: educatorRequestSchema }, async ({ request, body }) => {
  await limitByClient(request, "educator-request", { limit: 10, windowSeconds: 3600 });
  const created = await createEducatorRequest({
    name: body.name,
    reason: body.reason,
    era: body.era ?? null,
    origin: body.origin ?? null,
  });
  return Response.json(
    { id: created.id, status: created.status, message: "Thank you! We'll review your suggestion." },
    { status: 201 },
  );
});
