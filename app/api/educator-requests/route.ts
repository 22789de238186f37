import { createEducatorRequest } from "@/db/queries/educator-requests";
import { apiRoute } from "@/lib/api";
import { findCatalogueEducator } from "@/lib/educators/catalogue";
import { alreadyInCatalog } from "@/lib/educators/names";
import { limitByClient } from "@/lib/rate-limit";
import { educatorRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/educator-requests — suggest an educator for the catalog (stored as 'pending'); 409 with
// the educator's id when the catalog already has them, so the form can link to them.
export const POST = apiRoute({ body: educatorRequestSchema }, async ({ request, body }) => {
  await limitByClient(request, "educator-request", { limit: 10, windowSeconds: 3600 });
  const existing = await findCatalogueEducator(body.name);
  if (existing) {
    return Response.json(
      {
        message: alreadyInCatalog(existing.name),
        code: "conflict:educator_in_catalog",
        educator: { id: existing.id, name: existing.name },
      },
      { status: 409 },
    );
  }
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
