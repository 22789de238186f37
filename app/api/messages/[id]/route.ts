import { findMessage } from "@/db/queries/messages";
import { apiRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { currentOwner } from "@/lib/owner";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:message", "Message not found");

// GET /api/messages/{id} — a complete message, for its creator only
export const GET = apiRoute<undefined, { id: string }>(
  { name: "GET /api/messages/[id]" },
  async ({ request, params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const owner = await currentOwner(request);
    const message = owner ? await findMessage(id, owner) : undefined;
    if (!message) throw notFound();
    return Response.json(message, { headers: { "Cache-Control": "private, no-store" } });
  },
);
